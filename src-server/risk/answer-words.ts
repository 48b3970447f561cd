// The answer in its language: the models' messages (drivers, event and companion descriptions, map-layer titles), the
// guidance and the headline, rendered at the response boundary. Model runs stay language-free, so one cached run
// serves every language; the words of a cached (deep-frozen) run are kept per language, frozen too, so a warm answer's
// parts stay shared and the serialiser keeps their JSON (http/serializer.ts).
import type { Language } from '../contracts/enums.js';
import type { CompanionEvent, ForecastEvent, HazardAssessment, Place, SceneLayer } from '../contracts/risk.js';
import type { ModelAssessment } from '../forecast/engine.js';
import type { ModelCompanion, ModelEvent, ModelLayer } from '../hazards/types.js';
import type { Message } from '../i18n/message.js';
import { riskPhrase } from './hazard-words.js';
import { render, text } from './translate.js';
import { deepFreeze, isDeepFrozen } from '../shared/freeze.js';

export function createAnswerWords() {
  /** Renders of deep-frozen model parts, per language; entries go with their run (WeakMap). */
  const kept = new WeakMap<object, Map<Language, unknown>>();
  function once<R>(source: object, language: Language, make: () => R): R {
    if (!isDeepFrozen(source)) return make();
    let byLanguage = kept.get(source);
    if (!byLanguage) kept.set(source, (byLanguage = new Map()));
    let r = byLanguage.get(language) as R | undefined;
    if (r === undefined) byLanguage.set(language, (r = deepFreeze(make(), { parts: true })));
    return r;
  }

  const event = <E extends ForecastEvent | CompanionEvent['event']>(e: ModelEvent<E>, language: Language): E =>
    once(e, language, () => ({ ...e, description: render(language, e.description) }) as unknown as E);

  const companion = (c: ModelCompanion | null, language: Language): CompanionEvent | null =>
    c && { event: event(c.event, language), probability: c.probability };

  return {
    event: (e: ModelEvent, language: Language): ForecastEvent => event(e, language),
    companion,
    /** A breakdown entry with its event and companion in words. */
    assessment: ({ reason, ...a }: ModelAssessment, language: Language): HazardAssessment => ({
      ...a,
      event: a.event && event(a.event, language),
      companionEvent: companion(a.companionEvent, language),
      ...(reason !== undefined ? { reason: render(language, reason) } : {}),
    }),
    messages: (list: readonly Message[], language: Language): string[] => once(list, language, () => list.map((m) => render(language, m))),
    layers: (list: readonly ModelLayer[], language: Language): SceneLayer[] =>
      list.map((l) => once(l, language, () => ({ ...l, title: render(language, l.title) }))),
    headline: (id: string, label: string, place: Place, language: Language): string =>
      text(language, 'headline', { risk: riskPhrase(language, id, label), place: place.name }),
  };
}
export type AnswerWords = ReturnType<typeof createAnswerWords>;
