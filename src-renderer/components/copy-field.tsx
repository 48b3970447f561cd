// A value shown once (a new API key, a signing secret, a token) with a Copy button and a word on success.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyField(props: { label: string; value: string; testId: string; note?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="copy-field">
      <label>
        <span>{props.label}</span>
        <input type="text" readOnly value={props.value} data-testid={props.testId} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="btn btn-small" onClick={() => void copy()} data-testid={`${props.testId}-copy`}>
        {t('common.copy')}
      </button>
      <span role="status" className="small muted">
        {copied === 'done' ? t('common.copied') : copied === 'failed' ? t('common.copyFailed') : ''}
      </span>
      {props.note && <p className="small warn">{props.note}</p>}
    </div>
  );
}
