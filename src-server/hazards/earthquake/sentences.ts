// Every sentence the earthquake model says, as messages (catalogue keys under `earthquake`; the words are in
// ./answer-words.ts): the drivers, the event's and the companion's descriptions and the map layers' titles. Numbers stay numbers
// (fixed, grouped, day) so each language writes them its own way; magnitudes keep their "M6.0+" notation everywhere.
import { DAY_MS } from '../../shared/clock.js';
import { day, fixed, grouped, msg, type Descriptor, type Message, type Value } from '../../i18n/message.js';
import type { ModelContext } from '../types.js';
import { windowDays } from '../window.js';
import type { EarthquakeCatalogue } from './catalogue.js';
import type { EarthquakeForecast } from './forecast.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import { INTERFACE_MODEL } from './interface-sources.js';
import { disruptionDaysGivenStrongShaking } from './site-shaking.js';

const K = 'earthquake';

/** A magnitude in its notation, the same in every language: "M6.0", "M6.0+". */
const magnitude = (m: number, orMore = false): string => `M${m.toFixed(1)}${orMore ? '+' : ''}`;
/** A query's cut-off as the catalogue states it: "M4.5+". */
const cutOff = (m: number): string => `M${m}+`;
/** A percentage already in percent, with `digits` decimals: "33%", "33 %". */
const pctValue = (value: number, digits: number): Descriptor => msg(`${K}.percent`, { value: fixed(value, digits) });
/** A UTC day of a USGS time. */
const dayOf = (time: string): Value => day(time.slice(0, 10));
/** A USGS place name, when it has one, in brackets. */
const where = (place: string | null | undefined): Value => (place ? msg(`${K}.where`, { place }) : '');

/** "1 in 3", "9 in 10", "almost certain": odds a reader can picture, always with the percentage. */
export function oddsInWords(p: number): Descriptor {
  const pct = p * 100;
  const shown =
    pct >= 10
      ? pctValue(Math.round(pct), 0)
      : pct >= 1
        ? pctValue(pct, 1)
        : pct >= 0.01
          ? pctValue(pct, 2)
          : msg(`${K}.below`, { value: pctValue(0.01, 2) });
  if (!(p > 0)) return msg(`${K}.oddsNone`);
  if (p >= 0.95) return msg(`${K}.oddsAlmostCertain`, { pct: shown });
  if (p >= 0.5) return msg(`${K}.oddsInTen`, { n: Math.round(p * 10), pct: shown });
  const n = 1 / p;
  const rounded = n < 20 ? Math.round(n) : n < 200 ? Math.round(n / 5) * 5 : n < 2000 ? Math.round(n / 50) * 50 : Math.round(n / 500) * 500;
  return msg(`${K}.oddsOneIn`, { n: grouped(rounded), pct: shown });
}

/** "in the next 30 days", "in the next 10 years", or the dates of a calendar window. */
export function windowInWords(window: { start: Date; end: Date }, now: Date): Descriptor {
  const days = windowDays(window);
  if (Math.abs(window.start.getTime() - now.getTime()) > DAY_MS) {
    return msg(`${K}.between`, { start: day(window.start.toISOString().slice(0, 10)), end: day(window.end.toISOString().slice(0, 10)) });
  }
  if (days >= 360) {
    const years = Math.round(days / 365.25);
    return msg(`${K}.${years === 1 ? 'nextYear' : 'nextYears'}`, { years });
  }
  const d = Math.round(days);
  return msg(`${K}.${d === 1 ? 'nextDay' : 'nextDays'}`, { days: d });
}

/** A yearly rate with the decimals its size needs: "12", "0.35", "0.004", "5.0e-4". */
export function rate(r: number): Value {
  if (r >= 10 || !Number.isFinite(r)) return fixed(r, 0);
  if (r >= 0.1) return fixed(r, 2);
  if (r >= 0.001) return fixed(r, 3);
  const [mantissa = '', exponent = ''] = r.toExponential(1).split('e');
  return msg(`${K}.exponential`, { mantissa: fixed(Number(mantissa), 1), exponent });
}

/** Every sentence of the earthquake model: the event's and the companion's descriptions and the drivers. */
export interface EarthquakeSentences {
  event: Message;
  companion: Message;
  drivers: Message[];
}

type Query = EarthquakeCatalogue['query'];
const SHORT_TERM_METHOD = { etas: 'etas', 'etas-regimes': 'etasRegimes', 'reasenberg-jones': 'reasenbergJones' } as const;

/** The query catalogue's long-run rate, or the background of a quiet region. */
function catalogueSentence(f: EarthquakeForecast, query: Query): Message {
  const c = EARTHQUAKE_MODEL.companion;
  const s = f.seismicity;
  const base = {
    rate: rate(s.companionRatePerYear),
    m: magnitude(c.minMagnitude, true),
    km: c.radiusKm,
    minM: cutOff(query.minMagnitude),
    radiusKm: query.radiusKm,
    since: String(query.start.getUTCFullYear()),
  };
  if (s.events.length === 0) return msg(`${K}.quiet`, base);
  const mc = s.completeness.at(-1)?.mc ?? query.minMagnitude;
  return msg(`${K}.catalogue`, {
    ...base,
    events: s.allEvents.length,
    mc: magnitude(mc),
    sources: s.sources.length,
    b: fixed(s.bValue.b, 2),
    global: s.bValue.method === 'global' ? msg(`${K}.globalB`) : '',
  });
}

/** The long catalogue's large earthquakes, those on the subduction interface, and the mapped faults. */
function longTermSentences(f: EarthquakeForecast, query: Query): Message[] {
  const large = f.shaking.large;
  const m = magnitude(large.minMagnitude, true);
  const out: Message[] = [];
  if (large.sources > 0) {
    const largest =
      large.largest &&
      msg(`${K}.largestLarge`, {
        m: magnitude(large.largest.magnitude),
        year: String(large.largest.year),
        km: Math.round(large.largest.rKm),
      });
    out.push(
      msg(`${K}.large`, {
        m,
        events: large.events,
        radiusKm: query.radiusKm,
        sources: large.sources,
        rate: rate(large.ratePerYear),
        b: fixed(large.b, 2),
        largest: largest || '',
      }),
    );
  } else {
    out.push(msg(`${K}.noLarge`, { m, radiusKm: query.radiusKm }));
  }
  if (large.interfaceSources > 0) out.push(msg(`${K}.interface`, { interfaceSources: large.interfaceSources, sources: large.sources }));
  const great = f.shaking.greatInterface;
  if (great) {
    out.push(
      msg(`${K}.greatInterface`, {
        radiusKm: query.radiusKm,
        loading:
          great.loading === 'nzshm22-deficit'
            ? msg(`${K}.loadingDeficit`)
            : msg(`${K}.loadingConvergence`, { coupling: fixed(INTERFACE_MODEL.coupling, 3) }),
        rate: rate(great.ratePerYear),
        m,
        rate8: rate(great.ratePerYearM8),
        m8: magnitude(8, true),
      }),
    );
  }
  const faults = f.shaking.faults;
  if (faults.nearest) {
    const { name, distanceKm, slipRateMmYr, mMax } = faults.nearest;
    out.push(
      msg(`${K}.faults`, {
        radiusKm: query.radiusKm,
        sections: faults.sections,
        rate: rate(faults.ratePerYear),
        m,
        name: name ? msg(`${K}.faultName`, { name }) : '',
        km: Math.round(distanceKm),
        slip: slipRateMmYr,
        mMax: magnitude(mMax),
      }),
    );
  }
  return out;
}

/** The sequence under way that adds most to the companion's chance, when it adds enough to be worth a sentence. */
function aftershockSentence(f: EarthquakeForecast, when: Descriptor): Message | null {
  const c = EARTHQUAKE_MODEL;
  const lead = f.companion.leadingSequence;
  if (!lead || lead.probability < Math.max(0.005, 0.1 * f.companion.probability)) return null;
  const main = lead.mainshock;
  return msg(`${K}.aftershocks`, {
    m: magnitude(main.magnitude),
    date: dayOf(main.quake.time),
    where: where(main.quake.place),
    distanceKm: Math.round(main.rKm),
    odds: oddsInWords(lead.probability),
    m5: magnitude(c.companion.minMagnitude, true),
    km: c.companion.radiusKm,
    when,
    method: msg(`${K}.method.${SHORT_TERM_METHOD[c.shortTerm]}`),
  });
}

/**
 * Every sentence of the earthquake model, built in this one function: the event and companion descriptions, and the
 * drivers in words, e.g. "1 in 3 (36%) chance of strong shaking (MMI VI or more) at Tokyo in the next 10 years".
 */
export function earthquakeSentences(f: EarthquakeForecast, ctx: ModelContext, query: Query): EarthquakeSentences {
  const c = EARTHQUAKE_MODEL.companion;
  const s = f.seismicity;
  const place = ctx.place.name;
  const when = windowInWords(ctx.window, ctx.now);
  const m5 = magnitude(c.minMagnitude, true);
  const out: Message[] = [
    msg(`${K}.shaking`, { strong: oddsInWords(f.shaking.strong), place, when, severe: oddsInWords(f.shaking.severe) }),
    msg(`${K}.companionChance`, { odds: oddsInWords(f.companion.probability), m: m5, km: c.radiusKm, when }),
    catalogueSentence(f, query),
    ...longTermSentences(f, query),
  ];
  const aftershocks = aftershockSentence(f, when);
  if (aftershocks) out.push(aftershocks);
  const curve = f.shaking.curve;
  if (curve.probability[6] > 0) {
    const damaging = Math.min(1, curve.expected[7] / curve.expected[6]);
    out.push(
      msg(`${K}.damaging`, {
        share: pctValue(Math.round(damaging * 100), 0),
        days: rate(disruptionDaysGivenStrongShaking(curve)),
        severity: Math.round(f.shaking.severity),
      }),
    );
  }
  const largest = s.allEvents.reduce<(typeof s.allEvents)[number] | undefined>(
    (best, e) => (!best || e.magnitude > best.magnitude ? e : best),
    undefined,
  );
  if (largest) {
    out.push(
      msg(`${K}.largest`, {
        radiusKm: query.radiusKm,
        since: String(query.start.getUTCFullYear()),
        m: magnitude(largest.magnitude),
        date: dayOf(largest.quake.time),
        km: Math.round(largest.rKm),
        where: where(largest.quake.place),
      }),
    );
  }
  return {
    event: msg(`${K}.event`, { place }),
    companion: msg(`${K}.companion`, { m: m5, km: c.radiusKm, place }),
    drivers: out,
  };
}

/** The titles of the model's map layers: the catalogue's earthquakes and the companion's radius. */
export const layerTitles = (query: Query) => ({
  events: msg(`${K}.eventsLayer`, {
    minM: cutOff(query.minMagnitude),
    radiusKm: query.radiusKm,
    since: String(query.start.getUTCFullYear()),
  }),
  radius: msg(`${K}.radiusLayer`, { km: EARTHQUAKE_MODEL.companion.radiusKm }),
});
