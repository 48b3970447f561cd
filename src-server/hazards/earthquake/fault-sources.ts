// Fault sources: active faults with a slip rate (GEM Global Active Faults, shipped in data/gem-faults.ts, and where it
// has none the USGS NSHM 2023, NZ Community Fault Model and Central Asia block-model faults of data/regional-faults.ts), each
// turned into a moment-rate-balanced characteristic magnitude-frequency distribution (Youngs & Coppersmith 1985) of
// M >= 6 up to the magnitude its whole area can host (Wells & Coppersmith 1994), spread along its trace for the
// shaking integral. Added to the smoothed seismicity as the USGS national model adds its fault sources to
// its gridded seismicity (docs/methodology/earthquake.md, "Fault sources"). Pure apart from the one parse of the shipped text.
import { distanceKm } from '../../shared/geo.js';
import { grMagnitudeBins } from './b-value.js';
import { GEM_FAULTS } from './data/gem-faults.js';
import { REGIONAL_FAULTS } from './data/regional-faults.js';
import { faultSystems, type FaultSystem } from './fault-systems.js';

/** Every constant of the fault sources, each cited in docs/methodology/earthquake.md ("Fault sources"). */
export const FAULT_MODEL = {
  /** Crustal rigidity (Pa): the 3 × 10^11 dyne/cm² of Hanks & Kanamori (1979) and most moment-rate budgets. */
  shearModulusPa: 3.0e10,
  /**
   * Base of the seismogenic layer (km) where the database gives none (GEM 2017): the 10-15 km base of continental
   * seismicity (Sibson 1982, BSSA 72:151), its deep end. The NSHM 2023, NZ CFM and block-model sections give their own
   * upper and lower seismogenic depths.
   */
  seismogenicThicknessKm: 15,
  /** Dips (degrees) when the database gives none: Anderson's (1951) optimal planes, ~60° normal, ~30° reverse, vertical strike-slip. */
  andersonianDip: { normal: 60, reverse: 30, strikeSlip: 90 },
  /** Spacing (km) of the points that stand for a trace in the shaking integral. */
  sampleKm: 5,
  /**
   * Youngs & Coppersmith (1985, BSSA 75:939, p. 954): the characteristic box is 0.5 magnitude units wide, below the
   * largest magnitude, and the exponential part ends where it starts; the box's density is the exponential's one
   * magnitude unit below the box.
   */
  characteristicWidth: 0.5,
  characteristicDrop: 1.0,
  /**
   * Seismic coupling χ: the share of the slip rate released in M >= 6 earthquakes. Fitted by `npm run fit:fault-coupling`:
   * the long catalogue's declustered crustal (Slab2 classification) M6+ mainshocks (1904-2025) shallower than 45 km within
   * `bufferKm` of the traces (736 events, 8.54 M6+ a year) over what the 4,641 fault systems able to host M6 (the 7,163
   * sections of GEM 2017, NSHM 2023, NZ CFM and the Central Asia block model, joined into 6,984 systems by
   * fault-systems.ts) predict with χ = 1 (38.47 a year): 0.222 [0.206, 0.239] (docs/methodology/earthquake.md, "Fault sources";
   * 0.224 before the Nepal Main Frontal Thrust's five cited sections and the hypocentre's seismogenic-zone test, 0.218 on
   * the sections alone before the multi-section ruptures; 0.237 on the GEM 2017 sections with every shallow mainshock).
   */
  coupling: 0.222,
  /**
   * A large mainshock within this distance of a fault source's trace (and shallower than 45 km) is the fault's: left out of
   * the smoothed large-earthquake rates there, so the fault's rate is not counted twice. 15 km: the long catalogue's
   * fitted smallest kernel width, the order of ISC-GEM epicentre errors (Bondár et al. 2015).
   */
  bufferKm: 15,
  shallowKm: 45,
} as const;

/** One section of a fault trace, as shipped. */
export interface FaultSection {
  slipRateMmYr: number;
  dipDeg: number;
  kind: string;
  name: string;
  /** [lng, lat] vertices. */
  trace: [number, number][];
  /** Azimuth (degrees) the plane dips towards; null where not given (vertical, variable or unknown). */
  dipDirDeg?: number | null;
  /** Upper and lower seismogenic depths (km); 0 and FAULT_MODEL.seismogenicThicknessKm where not given. */
  upperKm?: number;
  lowerKm?: number;
  /** The dataset: gem, nshm23, nzcfm or casia. */
  source?: string;
  /** The trace's latitude range, for a quick test of whether it can come near a place. */
  minLat: number;
  maxLat: number;
}

let parsed: FaultSection[] | undefined;
/** The shipped fault sections (GEM 2017, then the regional datasets), parsed on first use. */
export function faultSections(): FaultSection[] {
  if (parsed) return parsed;
  parsed = [GEM_FAULTS, REGIONAL_FAULTS].flatMap((text) => text.split('\n').map(parseSection));
  return parsed;
}

/** One shipped line: "<slip mm/yr>|<dip>|<kind>|<name>|<lon lat>;…|<dip direction>|<upper km>|<lower km>|<source>". */
export function parseSection(line: string): FaultSection {
  const [rate, dip, kind, name, trace, dipDir, upper, lower, source] = line.split('|');
  const given = dip ? Number(dip) : Number.NaN;
  const points = (trace ?? '').split(';').map((p) => p.split(' ').map(Number) as [number, number]);
  const opt = (x: string | undefined) => (x !== undefined && x !== '' && Number.isFinite(Number(x)) ? Number(x) : null);
  const upperKm = Math.max(0, opt(upper) ?? 0);
  const lowerKm = opt(lower) ?? FAULT_MODEL.seismogenicThicknessKm;
  return {
    slipRateMmYr: Number(rate),
    dipDeg: Number.isFinite(given) && given > 0 && given <= 90 ? given : andersonianDip(kind ?? ''),
    kind: kind ?? '',
    name: name ?? '',
    trace: points,
    dipDirDeg: opt(dipDir),
    upperKm,
    lowerKm: lowerKm > upperKm + 1 ? lowerKm : upperKm + FAULT_MODEL.seismogenicThicknessKm,
    source: source || 'gem',
    minLat: Math.min(...points.map((p) => p[1])),
    maxLat: Math.max(...points.map((p) => p[1])),
  };
}

/** The dip of the kind of slip the database names (its first word decides: "Reverse-Sinistral" is reverse). */
export function andersonianDip(kind: string): number {
  const k = kind.toLowerCase();
  const d = FAULT_MODEL.andersonianDip;
  if (/^(reverse|thrust)/.test(k)) return d.reverse;
  if (/^normal/.test(k)) return d.normal;
  return d.strikeSlip;
}

/** Wells & Coppersmith (1994), Table 2A, all slip types: M = 4.07 + 0.98 log10(rupture area, km²). */
export const magnitudeFromAreaKm2 = (areaKm2: number): number => 4.07 + 0.98 * Math.log10(areaKm2);

/** Seismic moment (N·m) of magnitude m: Hanks & Kanamori (1979), Mw = 2/3 log10 M0 (dyne·cm) - 10.7. */
export const momentOf = (m: number): number => 10 ** (1.5 * m + 9.05);

/** A fault section near a place as a source: its rate of M >= mMin, its largest magnitude, and where along it. */
export interface FaultSource {
  name: string;
  kind: string;
  slipRateMmYr: number;
  /** Expected M >= mMin per year on the section (moment-rate balanced). */
  ratePerYear: number;
  mMax: number;
  /** Where the exponential part ends and the characteristic box begins (mMax - 0.5, never below mMin). */
  mChar: number;
  /** Share of the rate in the characteristic box (the rest is exponential from mMin to mChar). */
  characteristicShare: number;
  /** [lng, lat] of the points standing for the trace, and their epicentral distances (km) from the place; each carries ratePerYear / n. */
  points: [number, number][];
  pointsKm: number[];
  /** Closest point of the trace. */
  distanceKm: number;
  /** The plane: dip, dip direction (null: unknown), seismogenic depths. */
  dipDeg: number;
  dipDirDeg: number | null;
  upperKm: number;
  lowerKm: number;
  /** Length of the trace (km). */
  lengthKm: number;
  /** A system of several sections (fault-systems.ts): each point's own section plane; absent for one section. */
  geometry?: PointPlane[];
}

/** The plane of the section a point of a system's trace belongs to. */
export interface PointPlane {
  dipDeg: number;
  dipDirDeg: number | null;
  upperKm: number;
  lowerKm: number;
}

/**
 * Youngs & Coppersmith's (1985) characteristic distribution on [mMin, mMax]: exponential of slope b up to
 * mChar = mMax - 0.5, then a box to mMax whose density is the exponential's at mChar - 1. Returns mChar, the share of
 * events in the box, and the mean seismic moment of an event (for the moment balance).
 */
export function characteristicDistribution(
  b: number,
  mMin: number,
  mMax: number,
): { mChar: number; characteristicShare: number; meanMoment: number } {
  const c = FAULT_MODEL;
  const mChar = Math.max(mMin, mMax - c.characteristicWidth);
  const beta = b * Math.LN10;
  // Unnormalised: the exponential part's mass, and the box's (its density times its width).
  const expMass = 1 - Math.exp(-beta * (mChar - mMin));
  const boxMass = beta * Math.exp(-beta * (mChar - c.characteristicDrop - mMin)) * (mMax - mChar);
  const characteristicShare = boxMass / (expMass + boxMass);
  const expMoment = mChar > mMin ? grMagnitudeBins(b, mMin, mChar).reduce((s, { m, w }) => s + w * momentOf(m), 0) : 0;
  const boxMoment = grMagnitudeBins(0, mChar, mMax).reduce((s, { m, w }) => s + w * momentOf(m), 0);
  return { mChar, characteristicShare, meanMoment: (1 - characteristicShare) * expMoment + characteristicShare * boxMoment };
}

/** A fault section (or system of sections) as a source, wherever the place: its rate of M >= mMin, magnitudes and points. */
export interface SectionSource {
  ratePerYear: number;
  mMax: number;
  mChar: number;
  characteristicShare: number;
  /** [lng, lat] of the points (about every sampleKm) that stand for the trace. */
  points: [number, number][];
  lengthKm: number;
  /** Per point, its section's plane: only for a system of several sections. */
  geometry?: PointPlane[];
}

/** A trace sampled about every sampleKm (segment midpoints), and its length. */
function sampleTrace(trace: readonly [number, number][]): { points: [number, number][]; lengthKm: number } {
  const points: [number, number][] = [];
  let lengthKm = 0;
  for (let i = 1; i < trace.length; i++) {
    const [lng1, lat1] = trace[i - 1]!;
    const [lng2, lat2] = trace[i]!;
    const seg = distanceKm(lat1, lng1, lat2, lng2);
    const n = Math.max(1, Math.round(seg / FAULT_MODEL.sampleKm));
    for (let k = 0; k < n; k++) points.push([lng1 + ((k + 0.5) / n) * (lng2 - lng1), lat1 + ((k + 0.5) / n) * (lat2 - lat1)]);
    lengthKm += seg;
  }
  return { points, lengthKm };
}

/**
 * One section moment-rate balanced: moment rate χ μ A s (χ the fitted seismic coupling, A the trace length times the
 * seismogenic depth range over sin dip, s the slip rate) shared among magnitudes mMin..mMax of the characteristic
 * distribution above (slope b), mMax from the whole area (Wells & Coppersmith 1994, at most `maxMagnitude`). Null for
 * a section too small to host mMin.
 */
export function sectionSource(
  sec: FaultSection,
  mags: { mMin: number; maxMagnitude: number; b: number },
  coupling: number = FAULT_MODEL.coupling,
): SectionSource | null {
  return systemSource({ name: sec.name, sections: [{ section: sec, trace: sec.trace }] }, mags, coupling);
}

/**
 * A fault system (fault-systems.ts) moment-rate balanced as one source: its moment rate the sum of its sections' (each
 * χ μ A s as sectionSource), mMax from the whole system's area, so a rupture may run through several sections; the
 * points follow the sections in order, each with its section's plane. One section: exactly sectionSource.
 */
export function systemSource(
  sys: FaultSystem<FaultSection>,
  mags: { mMin: number; maxMagnitude: number; b: number },
  coupling: number = FAULT_MODEL.coupling,
): SectionSource | null {
  const c = FAULT_MODEL;
  const points: [number, number][] = [];
  const geometry: PointPlane[] = [];
  let length = 0;
  let areaKm2 = 0;
  let momentRate = 0;
  for (const { section: sec, trace } of sys.sections) {
    const sampled = sampleTrace(trace);
    const upperKm = sec.upperKm ?? 0;
    const lowerKm = sec.lowerKm ?? c.seismogenicThicknessKm;
    const area = sampled.lengthKm * ((lowerKm - upperKm) / Math.sin((sec.dipDeg * Math.PI) / 180));
    points.push(...sampled.points);
    for (let k = 0; k < sampled.points.length; k++)
      geometry.push({ dipDeg: sec.dipDeg, dipDirDeg: sec.dipDirDeg ?? null, upperKm, lowerKm });
    length += sampled.lengthKm;
    areaKm2 += area;
    momentRate += coupling * c.shearModulusPa * area * 1e6 * sec.slipRateMmYr * 1e-3;
  }
  const mMax = Math.min(mags.maxMagnitude, magnitudeFromAreaKm2(areaKm2));
  if (!(mMax >= mags.mMin + 0.1) || points.length === 0) return null;
  const mfd = characteristicDistribution(mags.b, mags.mMin, mMax);
  return {
    ratePerYear: momentRate / mfd.meanMoment,
    mMax,
    mChar: mfd.mChar,
    characteristicShare: mfd.characteristicShare,
    points,
    lengthKm: length,
    ...(sys.sections.length > 1 ? { geometry } : {}),
  };
}

let systems: FaultSystem<FaultSection>[] | undefined;
/** The shipped sections' fault systems (fault-systems.ts), linked on first use. */
export function shippedFaultSystems(): FaultSystem<FaultSection>[] {
  systems ??= faultSystems(faultSections());
  return systems;
}

/**
 * The fault systems (fault-systems.ts: one section, or several of one fault joined end to end) with a vertex within
 * `radiusKm` of the place, as sources (systemSource) with their distances. A system's name, kind and plane are those of
 * its longest section, its slip rate the length-weighted mean (for the drivers); its ruptures use each section's plane.
 */
export function faultSourcesNear(
  place: { lat: number; lng: number },
  radiusKm: number,
  mags: { mMin: number; maxMagnitude: number; b: number },
  sections?: readonly FaultSection[],
): FaultSource[] {
  const c = FAULT_MODEL;
  const out: FaultSource[] = [];
  const band = (radiusKm + 1) / 111.19;
  const within = (sec: FaultSection) =>
    sec.minLat <= place.lat + band &&
    sec.maxLat >= place.lat - band &&
    sec.trace.some(([lng, lat]) => Math.abs(lat - place.lat) <= band && distanceKm(place.lat, place.lng, lat, lng) <= radiusKm);
  for (const sys of sections ? faultSystems(sections) : shippedFaultSystems()) {
    if (!sys.sections.some(({ section }) => within(section))) continue;
    const src = systemSource(sys, mags);
    if (!src) continue;
    const pointsKm = src.points.map(([lng, lat]) => distanceKm(place.lat, place.lng, lat, lng));
    const main = sys.sections.reduce((a, b) => (sampleTrace(b.trace).lengthKm > sampleTrace(a.trace).lengthKm ? b : a)).section;
    const slipRateMmYr =
      sys.sections.length > 1
        ? sys.sections.reduce((sum, x) => sum + x.section.slipRateMmYr * sampleTrace(x.trace).lengthKm, 0) / src.lengthKm
        : main.slipRateMmYr;
    out.push({
      name: sys.name,
      kind: main.kind,
      slipRateMmYr,
      ...src,
      pointsKm,
      distanceKm: Math.min(...pointsKm),
      dipDeg: main.dipDeg,
      dipDirDeg: main.dipDirDeg ?? null,
      upperKm: main.upperKm ?? 0,
      lowerKm: main.lowerKm ?? c.seismogenicThicknessKm,
    });
  }
  return out;
}
