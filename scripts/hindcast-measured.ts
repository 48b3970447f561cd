// `npm run hindcast -- --hazard heat|drought --online`: the heat and drought hindcast against the live Open-Meteo APIs
// (the Ensemble API's archive of the ECMWF ensemble, the Historical Weather API's ERA5), scored against ERA5. Needs
// internet; the offline test (test/integration/measured-hindcast.test.ts) runs it against the replay server.
import { loadConfig } from '../src-server/config/load.js';
import type { Place } from '../src-server/contracts/risk.js';
import { openDb } from '../src-server/db/open.js';
import {
  runMeasuredHindcast,
  type MeasuredHazard,
  type MeasuredHindcastResult,
  type MeasuredSite,
} from '../src-server/hazards/measured-hindcast.js';
import { systemClock } from '../src-server/shared/clock.js';
import { createSourceLayer, type SourceHttp, type SourceRequest } from '../src-server/sources/layer.js';
import { openMeteoUrlWeight } from '../src-server/sources/open-meteo-weight.js';
import { normalizeArchiveDaily } from '../src-server/sources/open-meteo-archive/normalize.js';
import { ENSEMBLE_DEFAULT_MODEL, ensembleMembersOf } from '../src-server/sources/open-meteo-ensemble/client.js';
import { normalizeEnsembleDaily, type EnsembleDailyVar } from '../src-server/sources/open-meteo-ensemble/normalize.js';
import { WEATHER_DAILY_VARS } from '../src-server/sources/open-meteo-forecast/normalize.js';

/** Sites across climates: humid tropics, monsoon, Mediterranean, continental, desert edge, temperate maritime. */
export const MEASURED_HINDCAST_SITES: readonly [string, number, number, string][] = [
  ['Lagos, Nigeria', 6.45, 3.39, 'NG'],
  ['Delhi, India', 28.61, 77.21, 'IN'],
  ['Karachi, Pakistan', 24.86, 67.01, 'PK'],
  ['Jakarta, Indonesia', -6.21, 106.85, 'ID'],
  ['Madrid, Spain', 40.42, -3.7, 'ES'],
  ['Athens, Greece', 37.98, 23.73, 'GR'],
  ['Chicago, United States', 41.88, -87.63, 'US'],
  ['Phoenix, United States', 33.45, -112.07, 'US'],
  ['London, United Kingdom', 51.51, -0.13, 'GB'],
  ['Moscow, Russia', 55.76, 37.62, 'RU'],
  ['Nairobi, Kenya', -1.29, 36.82, 'KE'],
  ['Sydney, Australia', -33.87, 151.21, 'AU'],
  ['Sao Paulo, Brazil', -23.55, -46.63, 'BR'],
  ['Cairo, Egypt', 30.04, 31.24, 'EG'],
  ['Tokyo, Japan', 35.68, 139.69, 'JP'],
  ['Buenos Aires, Argentina', -34.6, -58.38, 'AR'],
];

const ENSEMBLE_VARS: Record<MeasuredHazard, EnsembleDailyVar[]> = {
  heat: ['temperature_2m_max', 'temperature_2m_min', 'relative_humidity_2m_min'],
  drought: ['precipitation_sum', 'et0_fao_evapotranspiration'],
};

export interface MeasuredEndpoints {
  archive: string;
  ensemble: string;
}

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
export const placeOf = ([name, lat, lng, cc]: readonly [string, number, number, string]): Place => ({
  name,
  city: name.split(',')[0]!,
  country: name.split(', ')[1] ?? '',
  countryCode: cc,
  admin1: null,
  lat,
  lng,
  source: 'coordinates',
});

/** One site's ERA5 (climatology years before the first issue date to the last window) and archived ensemble. */
export async function fetchMeasuredSite(
  http: SourceHttp,
  ep: MeasuredEndpoints,
  hazard: MeasuredHazard,
  p: Place,
  period: { from: Date; to: Date; windowDays: number },
): Promise<MeasuredSite | { error: string }> {
  const q = (o: Record<string, string>) =>
    new URLSearchParams({ latitude: p.lat.toFixed(4), longitude: p.lng.toFixed(4), timezone: 'GMT', ...o });
  const end = iso(new Date(period.to.getTime() + Math.max(period.windowDays, 16) * DAY_MS));
  // Every call carries its Open-Meteo weight, so the budget (HAZARDCAST_OPEN_METEO_*) counts what the API counts.
  const request = async <T>(r: SourceRequest<T>) =>
    (await http.request({ ...r, weight: openMeteoUrlWeight(r.url, ensembleMembersOf) })).outcome;
  const era5 = await request({
    source: 'open-meteo-archive',
    url: `${ep.archive}?${q({ start_date: `${period.from.getUTCFullYear() - 10}-01-01`, end_date: end, daily: WEATHER_DAILY_VARS.join(',') })}`,
    normalize: normalizeArchiveDaily,
    ttlSec: 0,
  });
  if (!era5.ok) return { error: `ERA5: ${era5.reason}` };
  const ensemble = await request({
    source: 'open-meteo-ensemble',
    url: `${ep.ensemble}?${q({ start_date: iso(new Date(period.from.getTime() - 92 * DAY_MS)), end_date: end, daily: ENSEMBLE_VARS[hazard].join(','), models: ENSEMBLE_DEFAULT_MODEL })}`,
    normalize: (b) => normalizeEnsembleDaily(b, ENSEMBLE_DEFAULT_MODEL),
    ttlSec: 0,
  });
  return { place: p, era5: era5.data, ensemble: ensemble.ok ? ensemble.data : undefined };
}

export function issueDates(from: Date, to: Date, everyDays: number): Date[] {
  const out: Date[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += everyDays * DAY_MS) out.push(new Date(t));
  return out;
}

export async function measuredHindcast(a: {
  hazard: MeasuredHazard;
  http: SourceHttp;
  endpoints: MeasuredEndpoints;
  sites: readonly Place[];
  from: Date;
  to: Date;
  everyDays: number;
  windowDays: number;
  log?: (line: string) => void;
}): Promise<{ result: MeasuredHindcastResult; failed: string[] }> {
  const data: MeasuredSite[] = [];
  const failed: string[] = [];
  for (const p of a.sites) {
    const site = await fetchMeasuredSite(a.http, a.endpoints, a.hazard, p, { from: a.from, to: a.to, windowDays: a.windowDays });
    if ('error' in site) failed.push(`${p.name}: ${site.error}`);
    else data.push(site);
    a.log?.(`  ${p.name}: ${'error' in site ? site.error : site.ensemble ? 'ok' : 'ERA5 only (no archived ensemble)'}`);
  }
  return {
    result: runMeasuredHindcast({
      hazard: a.hazard,
      sites: data,
      issueDates: issueDates(a.from, a.to, a.everyDays),
      windowDays: a.windowDays,
    }),
    failed,
  };
}

export function formatMeasured(r: MeasuredHindcastResult): string[] {
  const f = (x: number | null, d = 4) => (x === null || !Number.isFinite(x) ? 'n/a' : x.toFixed(d));
  return [
    `forecasts   ${r.cases.length} (${r.sites} sites), event rate ${f(r.eventRate, 3)}`,
    `Brier       ${f(r.brierScore)}`,
    `climatology ${f(r.climatologyBrierScore)} (per place)`,
    `base rate   ${f(r.baseRateBrierScore)}`,
    `skill       ${f(r.skillVsClimatologyPct, 1)} % vs climatology (95 % bootstrap over sites: ${r.skillVsClimatologyCi95 ? r.skillVsClimatologyCi95.map((x) => x.toFixed(1)).join(' .. ') : 'n/a'})`,
    'reliability (bin: mean forecast -> observed frequency, count)',
    ...r.reliability
      .filter((b) => b.count > 0)
      .map(
        (b) =>
          `  ${b.binLower.toFixed(1)}-${b.binUpper.toFixed(1)}: ${f(b.meanPredicted, 3)} -> ${f(b.observedFrequency, 3)}  (n=${b.count})`,
      ),
    `by lead day: CRPS of the ${r.variable}, against the climatological ensemble; Brier of the exceedance`,
    ...r.byLead.map(
      (l) =>
        `  day ${String(l.lead).padStart(2)}: n ${l.forecasts}, CRPS ${f(l.crps, 2)} (clim ${f(l.crpsClimatology, 2)}, CRPSS ${f(l.crpssPct, 1)} %, reliability part ${f(l.crpsReliability, 3)}), Brier ${f(l.brier)} (clim ${f(l.brierClimatology)})`,
    ),
  ];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export async function main(hazard: MeasuredHazard): Promise<number> {
  if (!process.argv.includes('--online')) {
    console.log(`The ${hazard} hindcast needs the live Open-Meteo APIs (the archived ECMWF ensemble and ERA5), which this machine`);
    console.log('cannot reach offline: no offline numbers are available here. Run it with --online on a machine with internet:');
    console.log(
      `  npm run hindcast -- --hazard ${hazard} --online [--from 2024-04-01] [--to 2025-03-31] [--every 7] [--window ${hazard === 'heat' ? 7 : 30}] [--sites 16]`,
    );
    return 2;
  }
  const config = loadConfig({ overrides: { warmUp: false } });
  const http = createSourceLayer({
    fetch: globalThis.fetch,
    userAgent: config.userAgent,
    offline: false,
    timeoutMs: 120_000,
    retries: 3,
    backoffMs: 2000,
    breakerFailures: 1000,
    breakerHalfOpenMs: 60_000,
    openMeteoPerMinute: config.openMeteoPerMinute,
    openMeteoPerHour: config.openMeteoPerHour,
    openMeteoPerDay: config.openMeteoPerDay,
    openMeteoLimitScope: config.openMeteoLimitScope,
    clock: systemClock,
    db: openDb(':memory:', {}),
    cache: false,
  });
  const from = new Date(`${arg('from') ?? '2024-04-01'}T00:00:00Z`);
  const to = new Date(`${arg('to') ?? '2025-03-31'}T00:00:00Z`);
  const everyDays = Number(arg('every') ?? 7);
  const windowDays = Number(arg('window') ?? (hazard === 'heat' ? 7 : 30));
  const sites = MEASURED_HINDCAST_SITES.slice(0, Number(arg('sites') ?? MEASURED_HINDCAST_SITES.length)).map(placeOf);
  console.log(
    `${hazard} hindcast: issue dates every ${everyDays} d from ${iso(from)} to ${iso(to)}, ${windowDays}-day windows, ${sites.length} sites`,
  );
  const { result, failed } = await measuredHindcast({
    hazard,
    http,
    endpoints: { archive: config.sources.openMeteoArchive, ensemble: config.sources.openMeteoEnsemble },
    sites,
    from,
    to,
    everyDays,
    windowDays,
    log: (l) => console.log(l),
  });
  for (const line of formatMeasured(result)) console.log(line);
  if (failed.length) console.log(`sites left out: ${failed.join('; ')}`);
  return result.cases.length > 0 ? 0 : 1;
}
