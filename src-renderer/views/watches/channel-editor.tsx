// Delivery channels of a watch: type and target per row, checked as typed with the server's own rules, each with a
// test send (POST /api/v1/settings/notifications/test) that says whether it went out or why not.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TARGET_RULES } from '../../../src-server/contracts/channel-rules';
import { CHANNEL_TYPES, type ChannelType } from '../../../src-server/contracts/enums';
import { errorLines, type ApiClient } from '../../api/client';
import { testChannel } from '../../api/settings';
import type { Channel } from '../../api/watches';
import { channelLabel } from '../../components/labels';
import { i18n } from '../../i18n';

/** A channel type's target rule in the dashboard's language (the server's own words: the catalogue's `fields`). */
export const ruleWords = (type: ChannelType): string => i18n.t(`fields:${type}`, { target: 'local' });

/** The first channel that does not pass its rule, as a message naming it; null when all pass. */
export function channelProblem(channels: readonly Channel[]): { index: number; message: string } | null {
  for (const [index, c] of channels.entries()) {
    const target = c.target.trim();
    if (!target) return { index, message: i18n.t('channels.empty', { n: index + 1 }) };
    if (!CHANNEL_TARGET_RULES[c.type].check(target))
      return { index, message: i18n.t('channels.invalid', { n: index + 1, message: ruleWords(c.type) }) };
  }
  return null;
}

type TestState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; ok: boolean; text: string };

export function ChannelEditor(props: { api: ApiClient; channels: Channel[]; onChange(channels: Channel[]): void; showErrors: boolean }) {
  const { t } = useTranslation();
  const set = (i: number, c: Channel) => props.onChange(props.channels.map((old, j) => (j === i ? c : old)));
  return (
    <fieldset className="channels" data-testid="channel-editor">
      <legend>{t('channels.legend')}</legend>
      {props.channels.length === 0 && <p className="muted small">{t('channels.none')}</p>}
      {props.channels.map((c, i) => (
        <ChannelRow
          key={i}
          index={i}
          api={props.api}
          channel={c}
          showErrors={props.showErrors}
          onChange={(next) => set(i, next)}
          onRemove={() => props.onChange(props.channels.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="btn btn-small"
        data-testid="add-channel"
        onClick={() => props.onChange([...props.channels, { type: 'webhook', target: '' }])}
        disabled={props.channels.length >= 10}
      >
        {t('channels.add')}
      </button>
    </fieldset>
  );
}

function ChannelRow(props: {
  index: number;
  api: ApiClient;
  channel: Channel;
  showErrors: boolean;
  onChange(c: Channel): void;
  onRemove(): void;
}) {
  const { channel, index } = props;
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const rule = CHANNEL_TARGET_RULES[channel.type];
  const target = channel.target.trim();
  const invalid = (touched || props.showErrors) && !rule.check(target);
  const n = index + 1;

  const send = async () => {
    setTest({ kind: 'sending' });
    try {
      const r = await testChannel(props.api, { type: channel.type, target });
      setTest({
        kind: 'done',
        ok: r.ok,
        text: r.ok
          ? r.statusCode
            ? t('common.sentStatus', { status: r.statusCode })
            : t('common.sent')
          : r.waiting
            ? t('common.waiting', { error: r.error })
            : t('common.failed', { error: r.error }),
      });
    } catch (err) {
      // The row is the channel the server names (`channel[0].target`): its message alone says it.
      setTest({ kind: 'done', ok: false, text: t('common.failed', { error: errorLines(err, (_field, message) => message).join(' ') }) });
    }
  };

  const changeType = (type: ChannelType) => {
    setTest({ kind: 'idle' });
    // A desktop channel has one possible target; other types start empty rather than keep a target of another kind.
    props.onChange({ type, target: type === 'desktop' ? 'local' : channel.type === 'desktop' ? '' : channel.target });
  };

  return (
    <div className="channel-row" data-testid="channel-row">
      <label>
        <span className="visually-hidden">{t('channels.type', { n })}</span>
        <select value={channel.type} onChange={(e) => changeType(e.target.value as ChannelType)} data-testid="channel-type">
          {CHANNEL_TYPES.map((t) => (
            <option key={t} value={t}>
              {channelLabel(t)}
            </option>
          ))}
        </select>
      </label>
      <label className="grow">
        <span className="visually-hidden">{t('channels.target', { n })}</span>
        <input
          type="text"
          value={channel.target}
          placeholder={rule.example}
          readOnly={channel.type === 'desktop'}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          data-testid="channel-target"
          onChange={(e) => {
            setTest({ kind: 'idle' });
            props.onChange({ ...channel, target: e.target.value });
          }}
          onBlur={() => setTouched(true)}
        />
      </label>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => void send()}
        disabled={!rule.check(target) || test.kind === 'sending'}
        data-testid="channel-test"
      >
        {test.kind === 'sending' ? t('common.sending') : t('common.sendTest')}
        <span className="visually-hidden">{t('channels.testTo', { n })}</span>
      </button>
      <button type="button" className="btn btn-small" onClick={props.onRemove} data-testid="channel-remove">
        {t('channels.remove')}
        <span className="visually-hidden">{t('channels.removeWhich', { n })}</span>
      </button>
      {invalid && (
        <p id={`${id}-error`} className="field-error" data-testid="channel-error">
          {ruleWords(channel.type)}
        </p>
      )}
      <p
        role="status"
        className={test.kind === 'done' ? (test.ok ? 'small ok-text' : 'small source-error') : 'small'}
        data-testid="channel-test-result"
      >
        {test.kind === 'done' ? test.text : ''}
      </p>
    </div>
  );
}
