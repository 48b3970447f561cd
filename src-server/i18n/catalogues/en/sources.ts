// English reasons our source layer gives for a source that did not answer (sources/reason.ts): kept in `reason` and
// sourceStatus[].error as they always were, and said in the answer's language in a hazard's unavailable reason. A
// source's own text (an HTTP status line, a parser's message) is not here: it is said as it came.

export const sources = {
  offline: 'offline mode: no call made',
  timeout: 'timed out after {{ms}} ms',
  timeoutBody: 'timed out after {{ms}} ms while reading the body',
  timeoutAttempt: 'timed out after {{ms}} ms ({{attempts}} attempt)',
  timeoutAttempts: 'timed out after {{ms}} ms ({{attempts}} attempts)',
  dropped: 'connection dropped while reading the body',
  notJson: 'response is not valid JSON ({{type}})',
  noContentType: 'no content type',
  retryAfterWait: 'rate limited: waiting {{seconds}} s more as Retry-After asked',
  circuitOpen: 'circuit open after {{failures}} failed calls in a row; next try within {{seconds}} s',
  budgetRefused:
    'Open-Meteo budget: {{used}} of {{max}} weighted calls used or queued in {{window}}; this call (weight {{weight}}) fits in {{wait}}, beyond the {{timeout}} source budget',
  refusalQueued: '{{refusal}}; queued for its turn',
  queued: 'Open-Meteo budget: this call (weight {{weight}}) is queued for its turn in {{wait}}',
  plannedRefresh: "Open-Meteo budget: planned for this place's next refresh, in {{seconds}} s",
  window: { minute: 'the last minute', hour: 'the last hour', day: 'the last day', other: 'the last {{label}}' },
  duration: { ms: '{{n}} ms', s: '{{n}} s', min: '{{n}} min', hMin: '{{h}} h {{min}} min' },
  reliefwebRefused:
    'ReliefWeb refused the appname "{{appname}}" (HTTP 403: not an approved appname). Request one at {{page}} and set it in Settings or RELIEFWEB_APPNAME.',
  reliefwebNoAppname:
    'No ReliefWeb appname is set: ReliefWeb serves only pre-approved appnames ({{page}}); set yours in Settings or RELIEFWEB_APPNAME.',
  viewsNotCovered:
    'ViEWS run {{run}} has no forecast for {{country}} ({{iso3}}): ViEWS forecasts the independent states of the Gleditsch-Ward list, so the conflict hazard is unavailable here.',
  fewsNetNoCountry:
    'FEWS NET publishes no IPC-compatible classification for {{country}} (it monitors about 30 countries), so food insecurity is unavailable here.',
  fewsNetNoUnit:
    "No unit FEWS NET classified for {{country}} in its round of {{round}} ({{units}} units) contains {{place}}: FEWS NET has not classified this place, so food insecurity is unavailable here (no other unit's phase is used).",
  fewsNetNoPairs:
    "FEWS NET's rounds for {{country}} hold no projection that a later classification scored, so the chance behind its projections cannot be measured and food insecurity is unavailable here.",
};
