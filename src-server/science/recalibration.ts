// Recalibration of a probability from resolved forecasts: Platt scaling or isotonic regression.
//
// - Platt, J. (1999). Probabilistic outputs for support vector machines. In Advances in Large Margin Classifiers.
//   Here on the logit of the raw probability: p' = σ(a + b·logit(p)), fitted by maximum likelihood (Newton's method),
//   with Platt's smoothed targets (n₊ + 1)/(n₊ + 2) and 1/(n₋ + 2) against overconfidence on small samples.
// - Zadrozny, B. & Elkan, C. (2002). Transforming classifier scores into accurate multiclass probability estimates.
//   KDD '02. Isotonic regression by pool-adjacent-violators (PAV).
// - When to use which: Niculescu-Mizil, A. & Caruana, R. (2005). Predicting good probabilities with supervised
//   learning. ICML '05: isotonic regression overfits below about 1,000 calibration cases, Platt scaling is the better
//   choice on small sets. A two-parameter logistic fit wants at least 10 events per parameter (Peduzzi et al. 1996,
//   J. Clin. Epidemiol. 49, 1373-1379): Platt needs at least 20 cases of the rarer outcome.

export interface Resolved {
  /** The raw (link) probability, 0-1. */
  p: number;
  /** 1 when the event happened. */
  o: 0 | 1;
}

export type Calibration =
  | { method: 'none'; n: number; events: number; reason: string }
  | { method: 'platt'; n: number; events: number; a: number; b: number }
  | {
      method: 'isotonic';
      n: number;
      events: number;
      /** Step function: ascending thresholds of p and the calibrated value from each on. */ steps: { from: number; value: number }[];
    };

/** Rarer-outcome count below which no recalibration is fitted (10 events per parameter, two parameters). */
export const PLATT_MIN_MINORITY = 20;
/** Resolved forecasts from which isotonic regression replaces Platt scaling. */
export const ISOTONIC_MIN_CASES = 1000;

const EPS = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Platt scaling on logit(p): maximum likelihood by Newton-Raphson with Platt's smoothed targets. */
export function fitPlatt(data: readonly Resolved[]): { a: number; b: number } {
  const pos = data.filter((d) => d.o === 1).length;
  const neg = data.length - pos;
  const tPos = (pos + 1) / (pos + 2);
  const tNeg = 1 / (neg + 2);
  const xs = data.map((d) => logit(d.p));
  const ts = data.map((d) => (d.o === 1 ? tPos : tNeg));
  let a = 0;
  let b = 1;
  for (let iter = 0; iter < 100; iter++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < xs.length; i++) {
      const p = sigmoid(a + b * xs[i]!);
      const r = p - ts[i]!;
      const w = p * (1 - p);
      ga += r;
      gb += r * xs[i]!;
      haa += w;
      hab += w * xs[i]!;
      hbb += w * xs[i]! * xs[i]!;
    }
    const det = haa * hbb - hab * hab;
    if (!(Math.abs(det) > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) break;
  }
  return { a, b };
}

/** Isotonic regression (pool-adjacent-violators) of outcomes on p: a non-decreasing step function. */
export function fitIsotonic(data: readonly Resolved[]): { from: number; value: number }[] {
  const sorted = [...data].sort((x, y) => x.p - y.p);
  const blocks: { from: number; sum: number; n: number }[] = [];
  for (const d of sorted) {
    blocks.push({ from: d.p, sum: d.o, n: 1 });
    while (blocks.length > 1 && blocks.at(-2)!.sum / blocks.at(-2)!.n >= blocks.at(-1)!.sum / blocks.at(-1)!.n) {
      const last = blocks.pop()!;
      const prev = blocks.at(-1)!;
      prev.sum += last.sum;
      prev.n += last.n;
    }
  }
  return blocks.map((b) => ({ from: b.from, value: b.sum / b.n }));
}

/** Which recalibration the resolved record supports, fitted. */
export function fitCalibration(data: readonly Resolved[]): Calibration {
  const clean = data.filter((d) => Number.isFinite(d.p) && (d.o === 0 || d.o === 1));
  const n = clean.length;
  const events = clean.filter((d) => d.o === 1).length;
  const minority = Math.min(events, n - events);
  if (minority < PLATT_MIN_MINORITY) {
    return {
      method: 'none',
      n,
      events,
      reason: `needs at least ${PLATT_MIN_MINORITY} resolved forecasts of the rarer outcome (has ${minority})`,
    };
  }
  if (n >= ISOTONIC_MIN_CASES) return { method: 'isotonic', n, events, steps: fitIsotonic(clean) };
  const { a, b } = fitPlatt(clean);
  return { method: 'platt', n, events, a, b };
}

/** The recalibrated probability (0-1) of a raw link probability. */
export function applyCalibration(c: Calibration | undefined, p: number): number {
  if (!c || c.method === 'none') return p;
  if (c.method === 'platt') return sigmoid(c.a + c.b * logit(p));
  let value = c.steps[0]?.value ?? p;
  for (const s of c.steps) {
    if (p >= s.from) value = s.value;
    else break;
  }
  return value;
}
