// Notification providers: SMTP and the Telegram bot token (write-only: only "set" or "not set" is ever shown),
// a test send through each, and whether outbound calls (webhook/Slack targets, SMTP, redirects) may reach private addresses.
import { useState, type FormEvent } from 'react';
import { CHANNEL_TARGET_RULES } from '../../../src-server/contracts/channel-rules';
import type { ChannelType } from '../../../src-server/contracts/enums';
import { errorLines, type ApiClient } from '../../api/client';
import { getNotifySettings, testChannel, updateNotifySettings, type NotifySettingsPatch, type NotifySettingsView } from '../../api/settings';
import { useResource } from '../../api/use-resource';
import { Failure, Loading } from '../../components/status-message';

export function ProvidersSection({ api }: { api: ApiClient }) {
  const settings = useResource((signal) => getNotifySettings(api, signal), [api]);
  const [saved, setSaved] = useState<NotifySettingsView | null>(null);
  const current = saved ?? settings.data;

  return (
    <section className="card settings-section" aria-labelledby="providers-title" data-testid="providers-section">
      <h3 id="providers-title">Notification providers</h3>
      {settings.state === 'loading' && !settings.data && <Loading testId="providers-loading">Loading notification settings…</Loading>}
      {settings.state === 'error' && <Failure testId="providers-error" title="Could not load the notification settings." lines={settings.lines} onRetry={settings.reload} />}
      {current && (
        <>
          <SecretProvider
            api={api}
            testId="smtp"
            title="Email (SMTP)"
            configured={current.smtpConfigured}
            field="smtpUrl"
            inputLabel="SMTP server URL"
            placeholder="smtp://user:password@mail.example.com:587"
            help="Email notifications wait in the outbox until a server is set; then they go out."
            testType="email"
            testLabel="Send a test email to"
            onSaved={setSaved}
          />
          <SecretProvider
            api={api}
            testId="telegram"
            title="Telegram bot"
            configured={current.telegramConfigured}
            field="telegramBotToken"
            inputLabel="Bot token"
            placeholder="123456:ABC-DEF… (from @BotFather)"
            help="Telegram notifications wait until a bot token is set."
            testType="telegram"
            testLabel="Send a test message to chat"
            onSaved={setSaved}
          />
          <PrivateTargets api={api} allowed={current.allowPrivateTargets} onSaved={setSaved} />
          <div className="provider">
            <h4>Desktop notifications</h4>
            <p className="small muted">Shown by the desktop app on this computer; while only the headless server runs, they wait for it.</p>
            <TestSend api={api} type="desktop" label="Show a test desktop notification" testId="desktop-test" fixedTarget="local" />
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
  placeholder: string;
  help: string;
  testType: ChannelType;
  testLabel: string;
  onSaved(s: NotifySettingsView): void;
}) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (patch: NotifySettingsPatch, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      props.onSaved(await updateNotifySettings(props.api, patch));
      setValue('');
      setStatus({ ok: true, lines: [done] });
    } catch (err) {
      setStatus({ ok: false, lines: ['Not saved.', ...errorLines(err)] });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setStatus({ ok: false, lines: ['Enter a value first.'] });
    void save({ [props.field]: value.trim() }, 'Saved.');
  };
  return (
    <div className="provider" data-testid={`${props.testId}-provider`}>
      <h4>
        {props.title}{' '}
        <span className={props.configured ? 'badge status-delivered' : 'badge status-queued'} data-testid={`${props.testId}-configured`}>
          {props.configured ? 'set' : 'not set'}
        </span>
      </h4>
      <p className="small muted">{props.help}</p>
      <form className="inline-form" onSubmit={submit} aria-label={`${props.title} settings`} noValidate>
        <label className="grow">
          <span>{props.configured ? `New ${props.inputLabel.toLowerCase()} (replaces the one set)` : props.inputLabel}</span>
          <input type="password" autoComplete="off" value={value} placeholder={props.placeholder} onChange={(e) => setValue(e.target.value)} data-testid={`${props.testId}-input`} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`${props.testId}-save`}>
          Save
        </button>
        {props.configured && (
          <button type="button" className="btn" disabled={busy} onClick={() => void save({ [props.field]: null }, 'Cleared.')} data-testid={`${props.testId}-clear`}>
            Clear
          </button>
        )}
      </form>
      {status && (
        <div role={status.ok ? 'status' : 'alert'} className={status.ok ? 'small ok-text' : 'error-inline'} data-testid={`${props.testId}-status`}>
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
      setError(['Not saved.', ...errorLines(err)]);
    }
  };
  return (
    <div className="provider">
      <h4>Private network targets</h4>
      <label className="checkbox">
        <input type="checkbox" checked={value} onChange={(e) => void toggle(e.target.checked)} data-testid="allow-private" />
        Allow webhook and Slack targets, the SMTP server, and redirects from sources and map tiles, on this computer or
        the local network (loopback, 10.x, 192.168.x…)
      </label>
      <p className="small muted">
        Off by default, so a watch or a redirect cannot be used to reach services that are not on the internet. Sources,
        Telegram and the tile server you configured are reached as you set them.
      </p>
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
  const [target, setTarget] = useState(props.fixedTarget ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = CHANNEL_TARGET_RULES[props.type];
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!rule.check(target.trim())) return setResult({ ok: false, text: rule.message });
    setBusy(true);
    try {
      const r = await testChannel(props.api, { type: props.type, target: target.trim() });
      setResult({ ok: r.ok, text: r.ok ? 'Sent.' : r.waiting ? `Not sent: ${r.error}` : `Failed: ${r.error}` });
    } catch (err) {
      setResult({ ok: false, text: `Failed: ${errorLines(err).join(' ')}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="inline-form test-send" onSubmit={(e) => void send(e)} aria-label={props.label} noValidate>
      {props.fixedTarget === undefined && (
        <label className="grow">
          <span>{props.label}</span>
          <input type="text" value={target} placeholder={rule.example} onChange={(e) => setTarget(e.target.value)} data-testid={`${props.testId}-target`} />
        </label>
      )}
      <button type="submit" className="btn" disabled={busy} data-testid={`${props.testId}-send`}>
        {props.fixedTarget === undefined ? 'Send a test' : props.label}
      </button>
      <span role="status" className={result ? (result.ok ? 'small ok-text' : 'small source-error') : 'small'} data-testid={`${props.testId}-result`}>
        {result?.text ?? ''}
      </span>
    </form>
  );
}
