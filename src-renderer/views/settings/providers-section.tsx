// Notification providers: SMTP and the Telegram bot token (write-only: only "set" or "not set" is ever shown),
// a test send through each, and whether outbound calls (webhook/Slack targets, SMTP, redirects) may reach private addresses.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TARGET_RULES } from '../../../src-server/contracts/channel-rules';
import type { ChannelType } from '../../../src-server/contracts/enums';
import { errorLines, type ApiClient } from '../../api/client';
import {
  getNotifySettings,
  testChannel,
  updateNotifySettings,
  type NotifySettingsPatch,
  type NotifySettingsView,
} from '../../api/settings';
import { useResource } from '../../api/use-resource';
import { Failure, Loading } from '../../components/status-message';
import { ruleWords } from '../watches/channel-editor';
import { useWriteOnlySave } from '../../components/use-write-only-save';

export function ProvidersSection({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const settings = useResource(useCallback((signal: AbortSignal) => getNotifySettings(api, signal), [api]));
  const [saved, setSaved] = useState<NotifySettingsView | null>(null);
  const current = saved ?? settings.data;

  return (
    <section className="card settings-section" aria-labelledby="providers-title" data-testid="providers-section">
      <h3 id="providers-title">{t('providers.title')}</h3>
      {settings.state === 'loading' && !settings.data && <Loading testId="providers-loading">{t('providers.loading')}</Loading>}
      {settings.state === 'error' && (
        <Failure testId="providers-error" title={t('providers.loadFailed')} lines={settings.lines} onRetry={settings.reload} />
      )}
      {current && (
        <>
          <SecretProvider
            api={api}
            testId="smtp"
            title={t('providers.smtpTitle')}
            configured={current.smtpConfigured}
            field="smtpUrl"
            inputLabel={t('providers.smtpInput')}
            replaceLabel={t('providers.smtpNew')}
            placeholder={t('providers.smtpPlaceholder')}
            help={t('providers.smtpHelp')}
            testType="email"
            testLabel={t('providers.smtpTest')}
            onSaved={setSaved}
          />
          <SecretProvider
            api={api}
            testId="telegram"
            title={t('providers.telegramTitle')}
            configured={current.telegramConfigured}
            field="telegramBotToken"
            inputLabel={t('providers.telegramInput')}
            replaceLabel={t('providers.telegramNew')}
            placeholder={t('providers.telegramPlaceholder')}
            help={t('providers.telegramHelp')}
            testType="telegram"
            testLabel={t('providers.telegramTest')}
            onSaved={setSaved}
          />
          <PrivateTargets api={api} allowed={current.allowPrivateTargets} onSaved={setSaved} />
          <div className="provider">
            <h4>{t('providers.desktopTitle')}</h4>
            <p className="small muted">{t('providers.desktopNote')}</p>
            <TestSend api={api} type="desktop" label={t('providers.desktopTest')} testId="desktop-test" fixedTarget="local" />
          </div>
        </>
      )}
    </section>
  );
}

function SecretProvider(props: {
  api: ApiClient;
  testId: string;
  title: string;
  configured: boolean;
  field: 'smtpUrl' | 'telegramBotToken';
  inputLabel: string;
  /** The input's label when a value is set already. */
  replaceLabel: string;
  placeholder: string;
  help: string;
  testType: ChannelType;
  testLabel: string;
  onSaved(s: NotifySettingsView): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const saving = useWriteOnlySave(props.onSaved, () => setValue(''));
  const { status, setStatus, busy } = saving;
  const save = (patch: NotifySettingsPatch, done: string) => saving.save(() => updateNotifySettings(props.api, patch), done);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setStatus({ ok: false, lines: [t('providers.enterValue')] });
    void save({ [props.field]: value.trim() }, t('providers.saved'));
  };
  return (
    <div className="provider" data-testid={`${props.testId}-provider`}>
      <h4>
        {props.title}{' '}
        <span className={props.configured ? 'badge status-delivered' : 'badge status-queued'} data-testid={`${props.testId}-configured`}>
          {props.configured ? t('providers.set') : t('providers.notSet')}
        </span>
      </h4>
      <p className="small muted">{props.help}</p>
      <form className="inline-form" onSubmit={submit} aria-label={t('providers.settingsOf', { title: props.title })} noValidate>
        <label className="grow">
          <span>{props.configured ? props.replaceLabel : props.inputLabel}</span>
          <input
            type="password"
            autoComplete="off"
            value={value}
            placeholder={props.placeholder}
            onChange={(e) => setValue(e.target.value)}
            data-testid={`${props.testId}-input`}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`${props.testId}-save`}>
          {t('common.save')}
        </button>
        {props.configured && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void save({ [props.field]: null }, t('providers.cleared'))}
            data-testid={`${props.testId}-clear`}
          >
            {t('common.clear')}
          </button>
        )}
      </form>
      {status && (
        <div
          role={status.ok ? 'status' : 'alert'}
          className={status.ok ? 'small ok-text' : 'error-inline'}
          data-testid={`${props.testId}-status`}
        >
          {status.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
      <TestSend api={props.api} type={props.testType} label={props.testLabel} testId={`${props.testId}-test`} />
    </div>
  );
}

function PrivateTargets({ api, allowed, onSaved }: { api: ApiClient; allowed: boolean; onSaved(s: NotifySettingsView): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string[] | null>(null);
  // Shown at once, put back if the server refuses.
  const [value, setValue] = useState(allowed);
  const toggle = async (next: boolean) => {
    setError(null);
    setValue(next);
    try {
      const saved = await updateNotifySettings(api, { allowPrivateTargets: next });
      setValue(saved.allowPrivateTargets);
      onSaved(saved);
    } catch (err) {
      setValue(!next);
      setError([t('common.notSaved'), ...errorLines(err)]);
    }
  };
  return (
    <div className="provider">
      <h4>{t('providers.privateTitle')}</h4>
      <label className="checkbox">
        <input type="checkbox" checked={value} onChange={(e) => void toggle(e.target.checked)} data-testid="allow-private" />
        {t('providers.privateSwitch')}
      </label>
      <p className="small muted">{t('providers.privateNote')}</p>
      {error && (
        <div role="alert" className="error-inline">
          {error.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** One test send through a provider: the target typed here (or fixed), and the answer in words. */
function TestSend(props: { api: ApiClient; type: ChannelType; label: string; testId: string; fixedTarget?: string }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(props.fixedTarget ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = CHANNEL_TARGET_RULES[props.type];
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!rule.check(target.trim())) return setResult({ ok: false, text: ruleWords(props.type) });
    setBusy(true);
    try {
      const r = await testChannel(props.api, { type: props.type, target: target.trim() });
      setResult({
        ok: r.ok,
        text: r.ok ? t('common.sent') : r.waiting ? t('common.waiting', { error: r.error }) : t('common.failed', { error: r.error }),
      });
    } catch (err) {
      setResult({ ok: false, text: t('common.failed', { error: errorLines(err).join(' ') }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="inline-form test-send" onSubmit={(e) => void send(e)} aria-label={props.label} noValidate>
      {props.fixedTarget === undefined && (
        <label className="grow">
          <span>{props.label}</span>
          <input
            type="text"
            value={target}
            placeholder={rule.example}
            onChange={(e) => setTarget(e.target.value)}
            data-testid={`${props.testId}-target`}
          />
        </label>
      )}
      <button type="submit" className="btn" disabled={busy} data-testid={`${props.testId}-send`}>
        {props.fixedTarget === undefined ? t('common.sendTest') : props.label}
      </button>
      <span
        role="status"
        className={result ? (result.ok ? 'small ok-text' : 'small source-error') : 'small'}
        data-testid={`${props.testId}-result`}
      >
        {result?.text ?? ''}
      </span>
    </form>
  );
}
