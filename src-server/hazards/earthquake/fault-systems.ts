// Multi-section ruptures: the sections of one named fault that meet end to end are joined into one fault system, so that
// a rupture can run through several of them, as the national models let ruptures link adjacent sections (UCERF3, Field
// et al. 2014, BSSA 104:1122: jumps of up to 5 km between sections; NZ NSHM 2010/2022, Stirling et al. 2012, whole-fault
// ruptures of the Wellington-Hutt Valley segment). The system's largest magnitude then comes from its whole area, and
// its moment rate is the sum of its sections' (fault-sources.ts, docs/methodology/earthquake.md "Fault sources"). Pure.
import { distanceKm } from '../../shared/geo.js';

/** Every constant of the linking, cited in docs/methodology/earthquake.md ("Fault sources"). */
export const FAULT_SYSTEM_MODEL = {
  /** Largest gap (km) between the ends of two sections that a rupture jumps (UCERF3's 5 km, Field et al. 2014). */
  linkGapKm: 5,
} as const;

/** What the linking reads of a section (fault-sources.ts' FaultSection). */
export interface LinkableSection {
  name: string;
  /** The dataset: sections link only within one. */
  source?: string;
  /** [lng, lat] vertices. */
  trace: [number, number][];
}

/** One section of a system, its trace oriented so that it starts where the previous section ends. */
export interface SystemSection<S extends LinkableSection = LinkableSection> {
  section: S;
  trace: [number, number][];
}

/** A fault system: one section, or several of one named fault joined end to end, in order along strike. */
export interface FaultSystem<S extends LinkableSection = LinkableSection> {
  name: string;
  sections: SystemSection<S>[];
}

/**
 * The fault a section belongs to: the NZ Community Fault Model names sections "Fault: section", so the text before the
 * colon; the other datasets name each section by its fault (sections sharing a name are parts of it). Null: unnamed.
 */
export function parentFaultName(sec: LinkableSection): string | null {
  const name = sec.name.trim();
  if (!name) return null;
  const colon = name.indexOf(':');
  return colon > 0 ? name.slice(0, colon).trim() : name;
}

const ends = (trace: readonly [number, number][]): [number, number][] => [trace[0]!, trace.at(-1)!];
const gapKm = (a: [number, number], b: [number, number]): number => distanceKm(a[1], a[0], b[1], b[0]);

/** Whether two sections' traces meet end to end within the linking gap. */
function meet(a: LinkableSection, b: LinkableSection): boolean {
  return ends(a.trace).some((p) => ends(b.trace).some((q) => gapKm(p, q) <= FAULT_SYSTEM_MODEL.linkGapKm));
}

/**
 * A chain of sections (each meeting at most two others, no loop) in order along strike with oriented traces; null when
 * the sections branch or close a loop (then each stays a system of its own: a rupture's path would be ambiguous).
 */
function chain<S extends LinkableSection>(group: readonly S[]): SystemSection<S>[] | null {
  const n = group.length;
  const links: number[][] = group.map(() => []);
  let edges = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (meet(group[i]!, group[j]!)) {
        links[i]!.push(j);
        links[j]!.push(i);
        edges++;
      }
    }
  }
  if (edges !== n - 1 || links.some((l) => l.length > 2)) return null;
  const start = links.findIndex((l) => l.length <= 1);
  if (start < 0) return null;
  const order = [start];
  while (order.length < n) {
    const next = links[order.at(-1)!]!.find((k) => !order.includes(k));
    if (next === undefined) return null;
    order.push(next);
  }
  const out: SystemSection<S>[] = [];
  order.forEach((i, k) => {
    const trace = group[i]!.trace;
    const reversed = [...trace].reverse();
    // The first section ends where the second begins; every later one begins where the previous ended.
    const against = k === 0 ? ends(group[order[1]!]!.trace) : [out.at(-1)!.trace.at(-1)!];
    const touch = (t: [number, number][], at: 'start' | 'end') =>
      Math.min(...against.map((p) => gapKm(at === 'start' ? t[0]! : t.at(-1)!, p)));
    const forward = k === 0 ? touch(trace, 'end') <= touch(reversed, 'end') : touch(trace, 'start') <= touch(reversed, 'start');
    out.push({ section: group[i]!, trace: forward ? trace : reversed });
  });
  return out;
}

/** Connected groups of sections (by meeting ends) among sections of one fault. */
function components<S extends LinkableSection>(group: readonly S[]): S[][] {
  const seen = new Set<number>();
  const out: S[][] = [];
  for (let i = 0; i < group.length; i++) {
    if (seen.has(i)) continue;
    const stack = [i];
    const members: S[] = [];
    seen.add(i);
    while (stack.length) {
      const k = stack.pop()!;
      members.push(group[k]!);
      for (let j = 0; j < group.length; j++) {
        if (!seen.has(j) && meet(group[k]!, group[j]!)) {
          seen.add(j);
          stack.push(j);
        }
      }
    }
    out.push(members);
  }
  return out;
}

/** The fault systems of a set of sections: sections of one dataset and fault name joined where they meet end to end. */
export function faultSystems<S extends LinkableSection>(sections: readonly S[]): FaultSystem<S>[] {
  const single = (sec: S): FaultSystem<S> => ({ name: sec.name, sections: [{ section: sec, trace: sec.trace }] });
  const groups = new Map<string, S[]>();
  const out: FaultSystem<S>[] = [];
  for (const sec of sections) {
    const parent = parentFaultName(sec);
    if (parent === null) {
      out.push(single(sec));
      continue;
    }
    const key = `${sec.source ?? 'gem'}|${parent}`;
    const list = groups.get(key);
    if (list) list.push(sec);
    else groups.set(key, [sec]);
  }
  for (const [key, group] of groups) {
    const name = key.slice(key.indexOf('|') + 1);
    for (const members of components(group)) {
      const linked = members.length > 1 ? chain(members) : null;
      if (linked) out.push({ name, sections: linked });
      else out.push(...members.map(single));
    }
  }
  return out;
}
