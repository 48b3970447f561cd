// Create a watch from the current forecast, or edit one: threshold, horizon, correlation, interval, channels.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_METRICS, HORIZONS, type AlertMetric, type HazardId, type Horizon } from '../../../src-server/contracts/enums';
import type { RiskForecast } from '../../../src-server/contracts/risk';
import type { WatchPatch } from '../../../src-server/contracts/watches';
import { errorLines, type ApiClient } from '../../api/client';
import { createWatch, updateWatch, type Channel, type CreatedWatch, type NewWatch, type WatchView } from '../../api/watches';
import { useHazards } from '../../components/hazards';
import { horizonLabel, metricLabel } from '../../components/labels';
import { formatFixed, i18n } from '../../i18n';
import { ChannelEditor, channelProblem } from './channel-editor';
import { currentValue, INTERVAL_CHOICES } from './watch-draft';
import { watchFieldLine } from './watch-fields';

type Mode = { kind: 'create'; draft: NewWatch; forecast: RiskForecast | null; placeName: string } | { kind: 'edit'; watch: WatchView };

interface Fields {
  hazard: HazardId;
  metric: AlertMetric;
  threshold: string;
  horizon: Horizon;
  correlationHazards: HazardId[];
  correlationThreshold: string;
  intervalMin: number;
  hysteresis: string;
  channels: Channel[];
}

function initial(mode: Mode): Fields {
  if (mode.kind === 'create') {
    const d = mode.draft;
    return {
      hazard: d.hazard,
      metric: d.metric,
      threshold: String(d.threshold),
      horizon: d.horizon,
      correlationHazards: d.correlationHazards,
      correlationThreshold: d.correlationThreshold === null ? '' : String(d.correlationThreshold),
      intervalMin: d.intervalMin,
      hysteresis: String(d.hysteresis),
      channels: d.channels,
    };
  }
  const w = mode.watch;
  return {
    hazard: w.alertCondition.eventHazards[0]!,
    metric: w.alertCondition.metric,
    threshold: String(w.threshold),
    horizon: w.alertCondition.horizon,
    correlationHazards: w.alertCondition.correlationHazards,
    correlationThreshold: w.alertCondition.correlationThreshold === null ? '' : String(w.alertCondition.correlationThreshold),
    intervalMin: w.intervalMin,
    hysteresis: String(w.hysteresis),
    channels: w.channels,
  };
}

/** Every reason the form cannot be sent yet, in words. */
function problems(f: Fields): string[] {
  const out: string[] = [];
  const pct = (label: string, v: string) => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) out.push(i18n.t('form.range100', { label }));
  };
  pct(i18n.t('form.threshold'), f.threshold);
  if (f.correlationHazards.length > 0 && f.correlationThreshold.trim() !== '')
    pct(i18n.t('form.correlationThreshold'), f.correlationThreshold);
  const h = Number(f.hysteresis);
  if (f.hysteresis.trim() === '' || !Number.isFinite(h) || h < 0 || h > 50) out.push(i18n.t('form.range50'));
  const channel = channelProblem(f.channels);
  if (channel) out.push(channel.message);
  return out;
}

export function WatchForm(props: {
  api: ApiClient;
  mode: Mode;
  onCreated?(w: CreatedWatch): void;
  onSaved?(w: WatchView): void;
  onCancel(): void;
}) {
  const { mode } = props;
  const { t } = useTranslation();
  const hazards = useHazards();
  const [f, setF] = useState<Fields>(() => initial(mode));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string[] | null>(null);
  const editing = mode.kind === 'edit';
  const invalid = problems(f);
  const now = mode.kind === 'create' ? currentValue(mode.forecast, f.hazard, f.metric) : null;
  const update = (patch: Partial<Fields>) => setF((old) => ({ ...old, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid.length > 0) return;
    setBusy(true);
    setServerError(null);
    const channels = f.channels.map((c) => ({ type: c.type, target: c.target.trim() }));
    const correlationThreshold =
      f.correlationHazards.length > 0 && f.correlationThreshold.trim() !== '' ? Number(f.correlationThreshold) : null;
    try {
      if (mode.kind === 'create') {
        const created = await createWatch(props.api, {
          ...mode.draft,
          hazard: f.hazard,
          metric: f.metric,
          threshold: Number(f.threshold),
          horizon: f.horizon,
          correlationHazards: f.correlationHazards,
          correlationThreshold,
          intervalMin: f.intervalMin,
          hysteresis: Number(f.hysteresis),
          channels,
        });
        props.onCreated?.(created);
      } else {
        const patch: WatchPatch = {
          threshold: Number(f.threshold),
          intervalMin: f.intervalMin,
          hysteresis: Number(f.hysteresis),
          channels,
        };
        if (mode.watch.alertCondition.correlationHazards.length > 0 && correlationThreshold !== null)
          patch.correlationThreshold = correlationThreshold;
        props.onSaved?.(await updateWatch(props.api, mode.watch.id, patch));
      }
    } catch (err) {
      setServerError(errorLines(err, watchFieldLine));
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? t('form.editTitle', { id: mode.watch.id }) : t('form.newTitle', { place: mode.placeName });
  return (
    <form className="card watch-form" onSubmit={(e) => void submit(e)} aria-label={title} data-testid="watch-form" noValidate>
      <h3>{title}</h3>
      {mode.kind === 'create' && <p className="muted small">{t('form.fromQuestion', { prompt: mode.draft.prompt })}</p>}
      <div className="form-grid">
        <label>
          <span>{t('form.hazard')}</span>
          <select
            value={f.hazard}
            disabled={editing}
            onChange={(e) => update({ hazard: e.target.value as HazardId })}
            data-testid="watch-hazard"
          >
            {hazards.all.map(({ id }) => (
              <option key={id} value={id}>
                {hazards.label(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('form.metric')}</span>
          <select
            value={f.metric}
            disabled={editing}
            onChange={(e) => update({ metric: e.target.value as AlertMetric })}
            data-testid="watch-metric"
          >
            {ALERT_METRICS.map((m) => (
              <option key={m} value={m}>
                {t('form.metricRange', { metric: metricLabel(m) })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('form.threshold')}</span>
          <input
            type="number"
            min={0}
            max={100}
            step="any"
            value={f.threshold}
            onChange={(e) => update({ threshold: e.target.value })}
            data-testid="watch-threshold"
            aria-describedby="threshold-hint"
          />
          <span id="threshold-hint" className="small muted">
            {now === null ? t('form.thresholdHint') : t('form.thresholdNow', { value: formatFixed(now, 1) })}
          </span>
        </label>
        <label>
          <span>{t('form.horizon')}</span>
          <select
            value={f.horizon}
            disabled={editing}
            onChange={(e) => update({ horizon: e.target.value as Horizon })}
            data-testid="watch-horizon"
          >
            {HORIZONS.map((h) => (
              <option key={h} value={h}>
                {horizonLabel(h)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('form.interval')}</span>
          <select value={f.intervalMin} onChange={(e) => update({ intervalMin: Number(e.target.value) })} data-testid="watch-interval">
            {[...new Set([...INTERVAL_CHOICES, f.intervalMin])]
              .sort((a, b) => a - b)
              .map((m) => (
                <option key={m} value={m}>
                  {m < 60
                    ? t('form.minutes', { count: m })
                    : m % 60 === 0 && m < 1440
                      ? t('form.hours', { count: m / 60 })
                      : m === 1440
                        ? t('form.day')
                        : t('form.minutes', { count: m })}
                </option>
              ))}
          </select>
        </label>
        <label>
          <span>{t('form.hysteresis')}</span>
          <input
            type="number"
            min={0}
            max={50}
            step="any"
            value={f.hysteresis}
            onChange={(e) => update({ hysteresis: e.target.value })}
            data-testid="watch-hysteresis"
          />
          <span className="small muted">{t('form.hysteresisHint')}</span>
        </label>
      </div>

      <fieldset className="correlation">
        <legend>{t('form.correlation')}</legend>
        <div className="checkbox-grid">
          {hazards.all.map(({ id: h }) => (
            <label key={h} className="checkbox">
              <input
                type="checkbox"
                checked={f.correlationHazards.includes(h)}
                disabled={editing}
                onChange={(e) =>
                  update({
                    correlationHazards: e.target.checked ? [...f.correlationHazards, h] : f.correlationHazards.filter((x) => x !== h),
                  })
                }
                data-testid={`correlation-${h}`}
              />
              {hazards.label(h)}
            </label>
          ))}
        </div>
        <label className="inline">
          <span>{t('form.correlationThreshold')}</span>
          <input
            type="number"
            min={0}
            max={100}
            step="any"
            placeholder={f.threshold}
            value={f.correlationThreshold}
            disabled={f.correlationHazards.length === 0}
            onChange={(e) => update({ correlationThreshold: e.target.value })}
            data-testid="watch-correlation-threshold"
          />
        </label>
        {editing && <p className="small muted">{t('form.fixed')}</p>}
      </fieldset>

      <ChannelEditor api={props.api} channels={f.channels} onChange={(channels) => update({ channels })} showErrors={submitted} />

      {submitted && invalid.length > 0 && (
        <div className="card error" role="alert" data-testid="watch-form-invalid">
          {invalid.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {serverError && (
        <div className="card error" role="alert" data-testid="watch-form-error">
          <p>
            <strong>{editing ? t('form.saveFailed') : t('form.createFailed')}</strong>
          </p>
          {serverError.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="watch-submit">
          {busy ? (editing ? t('form.saving') : t('form.creating')) : editing ? t('form.save') : t('form.create')}
        </button>
        <button type="button" className="btn" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
