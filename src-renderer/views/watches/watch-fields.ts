// The watch form's own words for the fields the server names in a refusal (POST /api/v1/watches and
// PATCH /api/v1/watches/{id} share the body's field names), so an error points at what the user sees.

const FIELD_WORDS: Readonly<Record<string, string>> = {
  prompt: 'Question',
  place: 'Place',
  hazard: 'Hazard',
  metric: 'Metric',
  threshold: 'Threshold',
  horizon: 'Horizon',
  decisionLens: 'Decision',
  intervalMin: 'Check every',
  hysteresis: 'Re-arm margin',
  correlationHazards: 'Correlated hazards',
  correlationThreshold: 'Correlation threshold',
  channels: 'Channels',
  status: 'Status',
};

/** `channels[0].target` → "Channel 1" (as the form's own checks say it), `hysteresis` → "Re-arm margin". */
export function watchFieldWords(field: string): string {
  const channel = /^channels\[(\d+)\]/.exec(field);
  if (channel) return `Channel ${Number(channel[1]) + 1}`;
  const root = /^[A-Za-z]+/.exec(field)?.[0] ?? field;
  return FIELD_WORDS[root] ?? field;
}

/** A field error in the form's words: "Re-arm margin: must be between 0 and 50" (the API's own name dropped). */
export function watchFieldLine(field: string, message: string): string {
  const root = /^[A-Za-z]+/.exec(field)?.[0];
  const rest = root && field === root && message.startsWith(`${root} `) ? message.slice(root.length + 1) : message;
  return `${watchFieldWords(field)}: ${rest}`;
}
