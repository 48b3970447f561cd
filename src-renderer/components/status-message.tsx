// The three states every view shows in words: loading, failed (with the server's reasons), and empty.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Loading({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="progress" role="status" data-testid={testId}>
      {children}
    </p>
  );
}

export function Failure({ testId, title, lines, onRetry }: { testId: string; title: string; lines: string[]; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card error" role="alert" data-testid={testId}>
      <p>
        <strong>{title}</strong>
      </p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}

export function Empty({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="empty-state" data-testid={testId}>
      {children}
    </div>
  );
}
