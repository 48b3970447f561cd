// `npm run hindcast -- --hazard flood|storm|wildfire --online`: the physical forecasts' hindcast against the live
// Open-Meteo APIs (Ensemble API archive, Flood API, Historical Weather API), scored against ERA5 and the GloFAS
// reanalysis. Needs internet; the offline test runs it against the replay server.
import { loadConfig } from '../src-server/config/load.js';
import type { Place } from '../src-server/contracts/risk.js';
import { openDb } from '../src-server/db/open.js';
import { runPhysicalHindcast, type HindcastSiteData, type PhysicalHindcastResult } from '../src-server/hazards/physical-hindcast.js';
import type { PhysicalHazard } from '../src-server/hazards/physical-hindcast.js';
import { systemClock } from '../src-server/shared/clock.js';
import { createSourceLayer, type SourceHttp, type SourceRequest } from '../src-server/sources/layer.js';
import { openMeteoUrlWeight } from '../src-server/sources/open-meteo-weight.js';
import { ERA5_PHYSICAL_VARS, ERA5_PHYSICAL_YEARS, normalizeEra5Physical } from '../src-server/sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ensembleMembersOf } from '../src-server/sources/open-meteo-ensemble/client.js';
import { normalizeEnsembleDaily, type EnsembleDailyVar } from '../src-server/sources/open-meteo-ensemble/normalize.js';
import { GLOFAS_REANALYSIS_START, normalizeDischargeMembers } from '../src-server/sources/open-meteo-flood/client.js';
import { normalizeDischargeHistory } from '../src-server/sources/open-meteo-flood/normalize.js';

/** Sites across climates: river deltas, cyclone coasts, Mediterranean fire climates, a desert, a temperate river. */
export const HINDCAST_SITES: readonly [string, number, number, string][] = [
  ['Dhaka, Bangladesh', 23.81, 90.41, 'BD'],
  ['Jakarta, Indonesia', -6.21, 106.85, 'ID'],
  ['Lagos, Nigeria', 6.45, 3.39, 'NG'],
  ['Nijmegen, Netherlands', 51.84, 5.85, 'NL'],
  ['Houston, United States', 29.76, -95.37, 'US'],
  ['Khartoum, Sudan', 15.5, 32.56, 'SD'],
  ['Miami, United States', 25.76, -80.19, 'US'],
  ['Manila, Philippines', 14.6, 120.98, 'PH'],
  ['Hong Kong, Hong Kong', 22.32, 114.17, 'HK'],
  ['Mumbai, India', 19.08, 72.88, 'IN'],
  ['Darwin, Australia', -12.46, 130.84, 'AU'],
  ['Reykjavik, Iceland', 64.15, -21.94, 'IS'],
  ['Los Angeles, United States', 34.05, -118.24, 'US'],
  ['Athens, Greece', 37.98, 23.73, 'GR'],
  ['Sydney, Australia', -33.87, 151.21, 'AU'],
  ['Madrid, Spain', 40.42, -3.7, 'ES'],
];

const ENSEMBLE_VARS: Record<PhysicalHazard, EnsembleDailyVar[]> = {
  flood: ['precipitation_sum'],
  storm: ['precipitation_sum', 'wind_gusts_10m_max'],
  wildfire: ['temperature_2m_max', 'relative_humidity_2m_min', 'wind_speed_10m_mean', 'precipitation_sum'],
};

export interface HindcastEndpoints {
  archive: string;
  ensemble: string;
  flood: string;
}

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const place = ([name, lat, lng, cc]: readonly [string, number, number, string]): Place => ({
  name,
  city: name.split(',')[0]!,
  country: name.split(', ')[1] ?? '',
  countryCode: cc,
  admin1: null,
  lat,
  lng,
  source: 'coordinates',
});

/** Fetches one site's data for the whole hindcast period (one call per API). Failed calls leave the part out. */
export async function fetchSite(
  http: SourceHttp,
  ep: HindcastEndpoints,
  hazard: PhysicalHazard,
  p: Place,
  period: { from: Date; to: Date; windowDays: number },
): Promise<HindcastSiteData | { error: string }> {
  const end = iso(new Date(period.to.getTime() + period.windowDays * DAY_MS));
  const q = (o: Record<string, string>) =>
    new URLSearchParams({ latitude: p.lat.toFixed(4), longitude: p.lng.toFixed(4), timezone: 'GMT', ...o });
  // Every call carries its Open-Meteo weight, so the budget (HAZARDCAST_OPEN_METEO_*) counts what the API counts.
  const request = async <T>(r: SourceRequest<T>) =>
    (await http.request({ ...r, weight: openMeteoUrlWeight(r.url, ensembleMembersOf) })).outcome;
  const era5 = await request({
    source: 'open-meteo-archive',
    url: `${ep.archive}?${q({ start_date: `${period.from.getUTCFullYear() - ERA5_PHYSICAL_YEARS}-01-01`, end_date: end, daily: ERA5_PHYSICAL_VARS.join(',') })}`,
    normalize: normalizeEra5Physical,
    ttlSec: 0,
  });
  if (!era5.ok) return { error: `ERA5: ${era5.reason}` };
  const ensemble = await request({
    source: 'open-meteo-ensemble',
    // 92 days before the first issue date too: the model side of the members' bias correction, as the app asks.
    url: `${ep.ensemble}?${q({ start_date: iso(new Date(period.from.getTime() - 92 * DAY_MS)), end_date: end, daily: ENSEMBLE_VARS[hazard].join(','), models: ENSEMBLE_DEFAULT_MODEL })}`,
    normalize: (b) => normalizeEnsembleDaily(b, ENSEMBLE_DEFAULT_MODEL),
    ttlSec: 0,
  });
  const site: HindcastSiteData = { place: p, era5: era5.data, ensemble: ensemble.ok ? ensemble.data : undefined };
  if (hazard === 'flood') {
    const [members, history] = await Promise.all([
      request({
        source: 'open-meteo-flood',
        url: `${ep.flood}?${q({ start_date: iso(period.from), end_date: end, daily: 'river_discharge', ensemble: 'true' })}`,
        normalize: normalizeDischargeMembers,
        ttlSec: 0,
      }),
      request({
        source: 'open-meteo-flood',
        url: `${ep.flood}?${q({ start_date: GLOFAS_REANALYSIS_START, end_date: end, daily: 'river_discharge' })}`,
        normalize: normalizeDischargeHistory,
        ttlSec: 0,
      }),
    ]);
    // For past dates the control (`river_discharge`) of the seamless answer is the consolidated reanalysis, i.e. the
    // truth: it is dropped so only archived forecast members can count.
    site.discharge = members.ok
      ? { dates: members.data.dates, members: members.data.members.map((m, i) => (i === 0 ? m.map(() => null) : m)) }
      : undefined;
    site.dischargeHistory = history.ok ? history.data : undefined;
  }
  return site;
}

export function issueDates(from: Date, to: Date, everyDays: number): Date[] {
  const out: Date[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += everyDays * DAY_MS) out.push(new Date(t));
  return out;
}

export async function physicalHindcast(a: {
  hazard: PhysicalHazard;
  http: SourceHttp;
  endpoints: HindcastEndpoints;
  sites: readonly Place[];
  from: Date;
  to: Date;
  everyDays: number;
  windowDays: number;
  log?: (line: string) => void;
}): Promise<{ result: PhysicalHindcastResult; failed: string[] }> {
  const data: HindcastSiteData[] = [];
  const failed: string[] = [];
  for (const p of a.sites) {
    const site = await fetchSite(a.http, a.endpoints, a.hazard, p, { from: a.from, to: a.to, windowDays: a.windowDays });
    if ('error' in site) failed.push(`${p.name}: ${site.error}`);
    else data.push(site);
    a.log?.(`  ${p.name}: ${'error' in site ? site.error : 'ok'}`);
  }
  return {
    result: runPhysicalHindcast({
      hazard: a.hazard,
      sites: data,
      issueDates: issueDates(a.from, a.to, a.everyDays),
      windowDays: a.windowDays,
    }),
    failed,
  };
}

export function formatResult(r: PhysicalHindcastResult): string[] {
  const f = (x: number | null, d = 4) => (x === null ? 'n/a' : x.toFixed(d));
  return [
    `forecasts   ${r.cases.length} (${r.sites} sites), event rate ${f(r.eventRate, 3)}, ensemble members used in ${(r.membersShare * 100).toFixed(0)} %`,
    `Brier       ${f(r.brierScore)}`,
    `climatology ${f(r.climatologyBrierScore)} (per place, same dates, past years)`,
    `base rate   ${f(r.baseRateBrierScore)}`,
    `skill       ${f(r.skillVsClimatologyPct, 1)} % vs climatology (95 % bootstrap over sites: ${r.skillVsClimatologyCi95 ? r.skillVsClimatologyCi95.map((x) => x.toFixed(1)).join(' .. ') : 'n/a'}), ${f(r.skillVsBaseRatePct, 1)} % vs base rate`,
    'reliability (bin: mean forecast -> observed frequency, count)',
    ...r.reliability
      .filter((b) => b.count > 0)
      .map(
        (b) =>
          `  ${b.binLower.toFixed(1)}-${b.binUpper.toFixed(1)}: ${f(b.meanPredicted, 3)} -> ${f(b.observedFrequency, 3)}  (n=${b.count})`,
      ),
  ];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export async function main(hazard: PhysicalHazard): Promise<number> {
  if (!process.argv.includes('--online')) {
    console.log(`The ${hazard} hindcast needs the live Open-Meteo APIs (archived ensembles, GloFAS, ERA5), which this machine`);
    console.log('cannot reach offline: no offline numbers are available here. Run it with --online on a machine with internet:');
    console.log(
      `  npm run hindcast -- --hazard ${hazard} --online [--from 2024-04-01] [--to 2025-03-31] [--every 7] [--window 7] [--sites 16]`,
    );
    return 2;
  }
  const config = loadConfig({ overrides: { warmUp: false } });
  const clock = systemClock;
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
    clock,
    db: openDb(':memory:', {}),
    cache: false,
  });
  const from = new Date(`${arg('from') ?? '2024-04-01'}T00:00:00Z`);
  const to = new Date(`${arg('to') ?? '2025-03-31'}T00:00:00Z`);
  const everyDays = Number(arg('every') ?? 7);
  const windowDays = Number(arg('window') ?? 7);
  const sites = HINDCAST_SITES.slice(0, Number(arg('sites') ?? HINDCAST_SITES.length)).map(place);
  console.log(
    `${hazard} hindcast: issue dates every ${everyDays} d from ${iso(from)} to ${iso(to)}, ${windowDays}-day windows, ${sites.length} sites`,
  );
  const { result, failed } = await physicalHindcast({
    hazard,
    http,
    endpoints: {
      archive: config.sources.openMeteoArchive,
      ensemble: config.sources.openMeteoEnsemble,
      flood: config.sources.openMeteoFlood,
    },
    sites,
    from,
    to,
    everyDays,
    windowDays,
    log: (l) => console.log(l),
  });
  for (const line of formatResult(result)) console.log(line);
  if (failed.length) console.log(`sites left out: ${failed.join('; ')}`);
  return result.cases.length > 0 ? 0 : 1;
}
