// The watch form's own words for the fields the server names in a refusal (POST /api/v1/watches and
// PATCH /api/v1/watches/{id} share the body's field names), so an error points at what the user sees.
import { i18n } from '../../i18n';

/** The body's fields the form shows under its own words (the catalogue's `watches.fields`). */
const FORM_FIELDS = new Set([
  'prompt',
  'place',
  'hazard',
  'metric',
  'threshold',
  'horizon',
  'decisionLens',
  'intervalMin',
  'hysteresis',
  'correlationHazards',
  'correlationThreshold',
  'channels',
  'status',
]);

/** `channels[0].target` → "Channel 1" (as the form's own checks say it), `hysteresis` → "Re-arm margin". */
export function watchFieldWords(field: string): string {
  const channel = /^channels\[(\d+)\]/.exec(field);
  if (channel) return i18n.t('watches.fields.channel', { n: Number(channel[1]) + 1 });
  const root = /^[A-Za-z]+/.exec(field)?.[0] ?? field;
  return FORM_FIELDS.has(root) ? i18n.t(`watches.fields.${root}`) : field;
}

/** A field error in the form's words: "Re-arm margin: must be between 0 and 50" (the API's own name dropped). */
export function watchFieldLine(field: string, message: string): string {
  const root = /^[A-Za-z]+/.exec(field)?.[0];
  const rest = root && field === root && message.startsWith(`${root} `) ? message.slice(root.length + 1) : message;
  return `${watchFieldWords(field)}: ${rest}`;
}
