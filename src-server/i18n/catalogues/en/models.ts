// English words the models share: the weather models' common sentences, the physical models', the EONET companion's,
// the members' bias correction and ReliefWeb's context. Each hazard's own model section is in its folder
// (hazards/<id>/answer-words.ts), placed by ../index.ts. These reproduce the models' former English byte for
// byte (bench/api-equivalence.ts).

export const models = {
  weather: {
    noYears: 'no years',
    pastEnsemble: "the ensemble's",
    pastIfs: "the ECMWF IFS deterministic run's",
    era5And: 'ERA5 and {{history}}',
    ifItHappens: 'If it happens: about {{days}} disruption-days expected (severity {{severity}}).',
  },
  physical: {
    noCmip6: "No CMIP6 run answered: the later years' chance assumes today's climate.",
    usually: 'Usually (same dates, {{history}} years): {{clim}}; this forecast: {{chance}}.',
    laterYears:
      'The {{years}} year(s) after the first: {{perYear}} a year on average, taken as independent; with the first year ({{first}}), {{chance}} over the whole window.',
    expected: 'On average over the window: {{episodes}} damaging episode(s) ({{what}}), {{days}} disruption-days in all.',
    once: 'At least once in the window, {{what}}',
  },
  eonet: {
    companion:
      'Verifiable companion: {{count}} EONET {{plural}} within {{km}} km in {{years}} years; linked chance of one in the window {{chance}}.',
    noAnswer: 'NASA EONET did not answer: the companion event rests on the prior of a quiet catalogue.',
    event: 'At least one NASA EONET {{noun}} event observed within {{km}} km of {{place}}',
    eventsLayer: 'EONET {{plural}} within {{km}} km ({{years}} years)',
    radiusLayer: 'EONET {{hazard}} companion radius ({{km}} km)',
    noun: { floods: 'flood', severeStorms: 'severe-storm', wildfires: 'wildfire' },
    plural: { floods: 'floods', severeStorms: 'severe storms', wildfires: 'wildfires' },
  },
  bias: {
    corrected:
      'Members bias-corrected against {{history}} by quantile mapping of {{past}} last {{days}} days (mean correction: {{parts}}).',
    additive: '{{variable}} {{sign}}{{amount}}{{unit}}',
    multiplicative: '{{variable}} ×{{factor}}',
    fewDays:
      "Too few recent {{history}} days to map the ensemble's {{variable}} against ({{days}} < {{min}}): the members' {{variable}} are used as forecast, uncorrected, and the data completeness is lower.",
    fewValues:
      "Too few recent member values to map the ensemble's {{variable}} ({{values}} < {{min}}): the members' {{variable}} are used as forecast, uncorrected, and the data completeness is lower.",
    variable: {
      gustMaxKmh: 'gusts',
      windMeanKmh: 'mean wind',
      precipMm: 'rain',
      tmaxC: 'maximum temperature',
      rhMinPct: 'minimum humidity',
    },
    unit: { tmaxC: ' °C', rhMinPct: ' points' },
  },
  reliefweb: {
    unread: 'ReliefWeb situation reports (context only) could not be read: {{reason}}',
    none: 'ReliefWeb lists no report on {{country}} tagged {{themes}} in the last {{days}} days (context only).',
    latest:
      'Latest ReliefWeb situation reports on {{country}} ({{total}} tagged {{themes}} in {{days}} days; context, not part of the probability): {{titles}}.',
    theme: '{{name}}',
    report: '"{{title}}"',
    reportDated: '"{{title}}" ({{date}})',
  },
};
