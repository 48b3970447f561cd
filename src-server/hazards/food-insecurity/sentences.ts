// The food-insecurity forecast's event description and drivers, built in one place as message descriptors (their
// words are the catalogues' `food` section). Facts in, messages out; numbers, never likelihood words.
import { day, fixed, msg, seq, type Descriptor, type Message, type Value } from '../../i18n/message.js';
import type { ScenarioPhase } from './area.js';

export interface FoodFacts {
  country: string;
  place: string;
  unit: { name: string; fnid: string };
  /** Units FEWS NET classified in the round, and the round. */
  units: number;
  round: string;
  sourceDocument: string;
  outlookUrl: string;
  current: ScenarioPhase | undefined;
  projections: readonly ScenarioPhase[];
  /** The matrix reading behind each projection used. */
  chances: { scenario: 'ML1' | 'ML2'; phase: number; k: number; n: number; pct: number; borrowedFrom: number | null }[];
  matrix: { from: string; to: string; pairs: number };
  projectedUntil: string;
  history: {
    days: number;
    rounds: number;
    perYear: number;
    crisis: number;
    total: number;
    first: string;
    countryPct: number;
    entryPct: number;
    countryEntryPct: number;
    strength: number;
  } | null;
  truncated: { read: number; total: number; rows: number } | null;
}

/** "Phase 4 (Emergency)", or "not classified". */
const phase = (p: number | null): Descriptor =>
  p === null ? msg('food.notClassified') : msg('food.phase', { phase: p, name: msg(`food.phaseName.${p}`) });
const isoDay = (t: number) => day(new Date(t).toISOString().slice(0, 10));
const pct = (x: number): Value => fixed(x, x < 1 || x > 99 ? 1 : 0);

export function foodText(f: FoodFacts): { description: Message; drivers: Message[] } {
  const description = msg('food.event', { unit: f.unit.name });
  const drivers: Message[] = [
    msg('food.unit', {
      place: f.place,
      unit: f.unit.name,
      fnid: f.unit.fnid,
      units: f.units,
      country: f.country,
      round: day(f.round),
      document: f.sourceDocument || 'FEWS NET',
      url: f.outlookUrl,
    }),
  ];
  if (f.projections.length > 0) {
    const projections = f.projections.map((p) =>
      msg('food.projection', {
        scenario: msg(`food.scenario.${p.scenario}`),
        from: isoDay(p.start),
        to: isoDay(p.end - 86_400_000),
        phase: phase(p.phase),
      }),
    );
    drivers.push(
      msg('food.analysis', { round: day(f.projections[0]!.reportingDate), name: f.unit.name, projections: seq(projections, 'semicolon') }),
    );
  }
  if (f.current) drivers.push(msg('food.current', { date: day(f.current.reportingDate), phase: phase(f.current.phase) }));
  if ([f.current, ...f.projections].some((p) => p?.assistance)) drivers.push(msg('food.assistance'));
  for (const c of f.chances) {
    const common = {
      country: f.country,
      from: day(f.matrix.from),
      to: day(f.matrix.to),
      scenario: msg(`food.scenario.${c.scenario}`),
      phase: phase(c.phase),
      pct: pct(c.pct),
    };
    drivers.push(
      c.borrowedFrom === null
        ? msg('food.matrix', { ...common, k: c.k, n: c.n })
        : msg('food.matrixBorrowed', { ...common, borrowed: phase(c.borrowedFrom) }),
    );
  }
  if (f.history) {
    const h = f.history;
    drivers.push(
      msg('food.history', {
        until: day(f.projectedUntil),
        days: Math.round(h.days),
        rounds: fixed(h.rounds, 1),
        perYear: fixed(h.perYear, 1),
        crisis: h.crisis,
        total: h.total,
        first: day(h.first),
        country: f.country,
        countryPct: pct(h.countryPct),
        entryPct: pct(h.entryPct),
        countryEntryPct: pct(h.countryEntryPct),
        strength: fixed(h.strength, 0),
      }),
    );
  }
  if (f.truncated) drivers.push(msg('food.truncated', { read: f.truncated.read, total: f.truncated.total, rows: f.truncated.rows }));
  return { description, drivers };
}
