// Renders messages in a language through i18next, from the answer catalogues it is given (i18n/catalogues: the shared
// sections, and the hazards' words a registry composes). A translator is made once from constant catalogues and never
// changed afterwards (no language switch, no resources added): `t` is called with the language each time.
// A sentence is translated once per catalogue key and language: its template (i18next's resolution, English where the
// language lacks it) is compiled into its literal pieces and placeholders, and each later call only puts the values in
// (test/unit/i18n/templates.test.ts checks every key of every language against i18next itself). What a template cannot
// say plainly (a key found nowhere, a value not given) still goes through i18next.
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../contracts/enums.js';
import { formatChance, formatDay, formatFixed, formatGrouped, formatMonthDay, formatMonthYear, formatPlain } from './format.js';
import { isDescriptor, type Message, type Value } from './message.js';

const NAMESPACE = 'answer';

/** A catalogue sentence compiled: its literal pieces, with the placeholders' names between them (one fewer). */
interface Template {
  readonly pieces: readonly string[];
  readonly names: readonly string[];
}

/** i18next's placeholder (interpolation prefix and suffix left at their defaults). */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The template of a raw catalogue string; null for what only i18next says right (nesting, unescaped or formatted values). */
function compile(raw: unknown): Template | null {
  if (typeof raw !== 'string' || raw.includes('$t(') || raw.includes('{{-')) return null;
  const pieces: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const m of raw.matchAll(PLACEHOLDER)) {
    pieces.push(raw.slice(last, m.index));
    names.push(m[1]!.trim());
    last = m.index + m[0].length;
  }
  pieces.push(raw.slice(last));
  return names.some((n) => n.includes(',') || n.includes('.')) ? null : { pieces, names };
}

const NOT_AVAILABLE = 'common.notAvailable';

export interface Translator {
  /** The catalogue's text at `key` in `language` (English when the language lacks it), values already formatted. */
  text(language: Language, key: string | string[], values?: Record<string, string>, defaultValue?: string): string;
  /** The same text through i18next itself, templates aside (text's fallback, and what the templates' test compares with). */
  viaI18next(language: Language, key: string | string[], values: Record<string, string>, defaultValue?: string): string;
  /** One placeholder's value as text in `language`. */
  renderValue(language: Language, v: Value): string;
  /** A message in `language`: a plain string as it is, a descriptor through the catalogues. */
  render(language: Language, m: Message): string;
  /** English, the language of logs, stored records and error messages thrown in code. */
  english(m: Message): string;
  /** Whether `key` exists in `language`'s own catalogue (no fallback to English). */
  hasText(language: Language, key: string): boolean;
}

/** A translator over `resources` (each language's answer catalogue: i18n/catalogues answerResources). */
export function createTranslator(resources: Record<Language, object>): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: Object.fromEntries(Object.entries(resources).map(([lng, r]) => [lng, { [NAMESPACE]: r }])),
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    fallbackLng: 'en',
    // Values are already text (formatted below); the answers are JSON, SVG-escaped or plain text where they go.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: true,
  });
  const fixedT = Object.fromEntries(LANGUAGES.map((l) => [l, instance.getFixedT(l, NAMESPACE)])) as Record<Language, TFunction>;

  /** Compiled templates per language and key (the catalogues' keys: bounded by the code that names them). */
  const templates = Object.fromEntries(LANGUAGES.map((l) => [l, new Map<string, Template | null>()])) as Record<
    Language,
    Map<string, Template | null>
  >;

  function templateOf(language: Language, key: string): Template | null {
    let t = templates[language].get(key);
    if (t === undefined) {
      // i18next's resolution: the language's own string (an empty one included), else English's.
      const own = instance.getResource(language, NAMESPACE, key) as unknown;
      t = compile(own !== undefined ? own : instance.getResource('en', NAMESPACE, key));
      templates[language].set(key, t);
    }
    return t;
  }

  function viaI18next(language: Language, key: string | string[], values: Record<string, string>, defaultValue?: string): string {
    return fixedT[language](key, defaultValue === undefined ? values : { ...values, defaultValue }) as string;
  }

  function text(language: Language, key: string | string[], values: Record<string, string> = {}, defaultValue?: string): string {
    const t = typeof key === 'string' ? templateOf(language, key) : null;
    if (t) {
      let out = t.pieces[0]!;
      for (let i = 0; i < t.names.length; i++) {
        const v = Object.hasOwn(values, t.names[i]!) ? values[t.names[i]!] : undefined;
        if (typeof v !== 'string') return viaI18next(language, key, values, defaultValue);
        out += v + t.pieces[i + 1]!;
      }
      return out;
    }
    return viaI18next(language, key, values, defaultValue);
  }

  function renderValue(language: Language, v: Value): string {
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return formatPlain(language, v);
    if (isDescriptor(v)) return render(language, v);
    if ('num' in v) return formatFixed(language, v.num, v.digits, text(language, NOT_AVAILABLE));
    if ('grouped' in v) return formatGrouped(language, v.grouped, v.maxDigits, text(language, NOT_AVAILABLE));
    if ('pct' in v) return formatChance(language, v.pct, text(language, NOT_AVAILABLE), v.digits);
    if ('day' in v) return formatDay(language, v.day);
    if ('monthDay' in v) return formatMonthDay(language, v.monthDay[0], v.monthDay[1]);
    if ('monthYear' in v) return formatMonthYear(language, v.monthYear[0], v.monthYear[1], v.style);
    return v.seq.map((x) => renderValue(language, x)).join(text(language, `common.join.${v.join}`));
  }

  function render(language: Language, m: Message): string {
    if (typeof m === 'string') return m;
    const values: Record<string, string> = {};
    if (m.values) for (const [k, v] of Object.entries(m.values)) values[k] = renderValue(language, v);
    return text(language, m.key, values);
  }

  return {
    text,
    viaI18next,
    renderValue,
    render,
    english: (m) => render('en', m),
    hasText: (language, key) => instance.exists(key, { lng: language, fallbackLng: false }),
  };
}
