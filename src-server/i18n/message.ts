// Message descriptors: what the models, the guidance and the errors say, as a catalogue key and its values, rendered
// in the answer's language at the response boundary (risk/translate.ts). No imports: the dashboard may load it.

/** A sentence or phrase of the catalogues: its key and the values its placeholders take. */
export interface Descriptor {
  readonly key: string;
  readonly values?: Readonly<Record<string, Value>>;
}

/**
 * Anything an answer says in words: a descriptor, or a plain string rendered as it is (a name, or text not in the
 * catalogues yet, as a new hazard's model may say before its words are added).
 */
export type Message = string | Descriptor;

/** A number with a fixed count of decimals ("12.5"); NaN and ±Infinity read as "n/a". */
export interface FixedNumber {
  readonly num: number;
  readonly digits: number;
}

/** A chance of 0-1 written as a percentage, one decimal under 1 % ("0.4%", "37%"), clamped to 0-100 %. */
export interface Percent {
  readonly pct: number;
  /** Decimals, when the text must show a number exactly as the answer's field does (default: one under 1 %, else none). */
  readonly digits?: number;
}

/** A calendar day, YYYY-MM-DD (UTC). */
export interface Day {
  readonly day: string;
}

/** A number grouped by thousands with at most `maxDigits` decimals: "1,234.5" in English (as toLocaleString('en-US')). */
export interface GroupedNumber {
  readonly grouped: number;
  readonly maxDigits: number;
}

/** A month of a year, [year, month 1-12]: "July 2024" (long) or "Jul 2024" (short). */
export interface MonthYear {
  readonly monthYear: readonly [number, number];
  readonly style: 'long' | 'short';
}

/** A day of the year, [month 1-12, day 1-31], as in "1 June". */
export interface MonthDay {
  readonly monthDay: readonly [number, number];
}

/** Several values joined ("2, 5, 7" or "a and b"). */
export interface Sequence {
  readonly seq: readonly Value[];
  readonly join: 'comma' | 'and' | 'or' | 'semicolon';
}

/**
 * A value a placeholder takes: a plain string (a name, a period such as "1991-2020"), an integer or other number
 * written as JavaScript writes it, a formatted or grouped number, a percentage, a day, a month, a nested descriptor or
 * a sequence.
 */
export type Value = string | number | Descriptor | FixedNumber | GroupedNumber | Percent | Day | MonthDay | MonthYear | Sequence;

export const msg = (key: string, values?: Record<string, Value>): Descriptor => (values ? { key, values } : { key });
export const fixed = (num: number, digits = 0): FixedNumber => ({ num, digits });
export const percent = (p: number, digits?: number): Percent => (digits === undefined ? { pct: p } : { pct: p, digits });
export const grouped = (num: number, maxDigits = 0): GroupedNumber => ({ grouped: num, maxDigits });
export const day = (iso: string): Day => ({ day: iso });
export const monthYear = (year: number, month: number, style: MonthYear['style'] = 'long'): MonthYear => ({
  monthYear: [year, month],
  style,
});
export const monthDay = (month: number, dayOfMonth: number): MonthDay => ({ monthDay: [month, dayOfMonth] });
export const seq = (values: readonly Value[], join: Sequence['join'] = 'comma'): Sequence => ({ seq: values, join });

export const isDescriptor = (v: unknown): v is Descriptor =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string';
