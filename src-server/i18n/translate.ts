// Renders messages in a language through i18next: the answer's catalogues (common words, guidance, the models'
// drivers and events, errors, badge) for en, es, fr, pt and de. One translator, made once from constant catalogues and
// never changed afterwards (no language switch, no resources added): `t` is called with the language each time.
import i18next, { type TFunction } from 'i18next';
import type { Language } from '../contracts/enums.js';
import { ANSWER_RESOURCES } from './catalogues/index.js';
import { formatChance, formatDay, formatFixed, formatGrouped, formatMonthDay, formatMonthYear, formatPlain } from './format.js';
import { isDescriptor, type Message, type Value } from './message.js';

const NAMESPACE = 'answer';

function createTranslator() {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: Object.fromEntries(Object.entries(ANSWER_RESOURCES).map(([lng, r]) => [lng, { [NAMESPACE]: r }])),
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    fallbackLng: 'en',
    // Values are already text (formatted below); the answers are JSON, SVG-escaped or plain text where they go.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: true,
  });
  const fixedT = Object.fromEntries((['en', 'es', 'fr', 'pt', 'de'] as const).map((l) => [l, instance.getFixedT(l, NAMESPACE)])) as Record<
    Language,
    TFunction
  >;
  return { instance, fixedT };
}

const translator = createTranslator();

/** The catalogue's text at `key` in `language` (English when the language lacks it), values already formatted. */
export function text(language: Language, key: string | string[], values: Record<string, string> = {}, defaultValue?: string): string {
  return translator.fixedT[language](key, defaultValue === undefined ? values : { ...values, defaultValue }) as string;
}

const NOT_AVAILABLE = 'common.notAvailable';

/** One placeholder's value as text in `language`. */
export function renderValue(language: Language, v: Value): string {
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

/** A message in `language`: a plain string as it is, a descriptor through the catalogues. */
export function render(language: Language, m: Message): string {
  if (typeof m === 'string') return m;
  const values: Record<string, string> = {};
  if (m.values) for (const [k, v] of Object.entries(m.values)) values[k] = renderValue(language, v);
  return text(language, m.key, values);
}

/** English, the language of logs, stored records and error messages thrown in code. */
export const english = (m: Message): string => render('en', m);

/** Whether `key` exists in `language`'s own catalogue (no fallback to English). */
export const hasText = (language: Language, key: string): boolean => translator.instance.exists(key, { lng: language, fallbackLng: false });
