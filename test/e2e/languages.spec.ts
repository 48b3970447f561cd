// The dashboard in Spanish, French, Portuguese and German (issue 37): the language switch (kept across a reload), a
// question asked in that language answered in it, and on every tab no English left: no visible text is an English
// catalogue string the language does not share, and every visible sentence is in the language as eld judges it.
import { expect, test, type Page } from '@playwright/test';
import { DECISION_LENSES, HORIZONS, type Language } from '../../src-server/contracts/enums.js';
import { HAZARDS } from '../helpers/built-in.js';
import { ANSWER_RESOURCES } from '../helpers/built-in.js';
import { DASHBOARD_RESOURCES } from '../../src-renderer/catalogues/all.js';
import { LANGUAGE_NAMES } from '../../src-renderer/catalogues/resources.js';
import { SOURCE_NAMES } from '../../src-server/sources/types.js';
import { notIn } from '../helpers/language-judge.js';
import { createDriver } from './support/driver.js';

/** Every string of a catalogue. */
function strings(o: unknown): string[] {
  if (typeof o === 'string') return [o];
  return o && typeof o === 'object' ? Object.values(o).flatMap(strings) : [];
}
/** A catalogue string as the page shows it: placeholders and Trans tags are filled in, so only whole strings compare. */
const whole = (s: string) => !/\{\{|<\w+\/?>/.test(s);
const valuesOf = (l: Language) =>
  new Set([...strings(DASHBOARD_RESOURCES[l]), ...strings(ANSWER_RESOURCES[l])].filter(whole).map((s) => s.trim()));
const ENGLISH = valuesOf('en');

/**
 * Same in every language: source and product names, the basemap's name, the language names the switch shows, and
 * the API's enum values (hazard ids in watch ids, horizons).
 */
const NAMES = [
  ...Object.values(SOURCE_NAMES),
  ...Object.values(LANGUAGE_NAMES),
  'Natural Earth',
  'OpenStreetMap',
  ...HAZARDS,
  ...HORIZONS,
  ...DECISION_LENSES,
].sort((a, b) => b.length - a.length);

const CASES: { language: Exclude<Language, 'en'>; question: string; headline: RegExp; tab: string }[] = [
  { language: 'es', question: 'riesgo de inundación en Dhaka el próximo mes', headline: /^Riesgo de inundación en /, tab: 'Vigilancias' },
  { language: 'fr', question: 'risque d’inondation à Dhaka le mois prochain', headline: /^Risque d’inondation à /, tab: 'Surveillances' },
  { language: 'pt', question: 'risco de inundação em Dhaka no próximo mês', headline: /^Risco de inundação em /, tab: 'Monitoramentos' },
  { language: 'de', question: 'Hochwasserrisiko in Dhaka nächsten Monat', headline: /^Hochwasserrisiko in /, tab: 'Überwachungen' },
];

/**
 * What the page shows in words: visible text nodes, the options of its selects, its placeholders. Left out: code, the
 * product's name (the h1), and what the page marks translate="no" (what people typed: questions, key names, places).
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type El = { closest(s: string): unknown; getClientRects(): { length: number }; parentElement: El | null };
    const out: string[] = [];
    const doc = (
      globalThis as unknown as {
        document: {
          body: unknown;
          createTreeWalker(root: unknown, what: number): { nextNode(): { textContent: string | null; parentElement: El | null } | null };
          querySelectorAll(s: string): Iterable<{ textContent: string | null; getAttribute(a: string): string | null }>;
        };
      }
    ).document;
    const walker = doc.createTreeWalker(doc.body, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').trim();
      if (
        !text ||
        !el ||
        el.closest('code, script, style, h1, [translate="no"], [data-testid="language-select"]') ||
        el.getClientRects().length === 0
      )
        continue;
      out.push(text);
    }
    for (const o of doc.querySelectorAll('select:not([data-testid="language-select"]) option')) out.push((o.textContent ?? '').trim());
    for (const i of doc.querySelectorAll('[placeholder]')) out.push(i.getAttribute('placeholder') ?? '');
    return out.filter(Boolean);
  });
}

/** The English left on the page: whole English catalogue strings the language does not share, and sentences eld judges otherwise. */
async function englishLeft(page: Page, language: Language, extraNames: string[]): Promise<string[]> {
  const own = valuesOf(language);
  const left: string[] = [];
  for (const text of await shownTexts(page)) {
    if (ENGLISH.has(text) && !own.has(text)) left.push(`English string: ${text}`);
    for (const v of notIn(language, text, [...extraNames, ...NAMES])) left.push(`${v.detected}: ${v.sentence}`);
  }
  return [...new Set(left)];
}

for (const c of CASES) {
  test(`the dashboard in ${c.language}: the switch, the answer and every tab in ${c.language}, no English left`, async ({ page }) => {
    test.setTimeout(180_000);
    const driver = createDriver(page);
    await driver.open();
    // English until switched (Chromium here reads en-US); the choice survives a reload.
    await expect(page.getByTestId('tab-forecast')).toHaveText('Forecast');
    await page.getByTestId('language-select').selectOption(c.language);
    await expect(page.locator('html')).toHaveAttribute('lang', c.language);
    await page.reload();
    await expect(page.getByTestId('language-select')).toHaveValue(c.language);
    await expect(page.getByTestId('tab-watches')).toHaveText(c.tab);

    // The question in the language; the answer in it (headline, guidance, drivers, event, breakdown, sources).
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/v1/risk') && r.method() === 'POST');
    await driver.ask(c.question);
    expect((await asked).postDataJSON()).toMatchObject({ prompt: c.question, language: c.language });
    await expect(page.getByTestId('forecast-headline')).toHaveText(c.headline, { timeout: 60_000 });
    await expect(page.getByTestId('map-legend')).toBeVisible();
    const place = ((await page.getByTestId('forecast-headline').textContent()) ?? '').replace(c.headline, '');
    const names = [place, ...place.split(', ')];
    expect(await englishLeft(page, c.language, names), 'Forecast tab').toEqual([]);
    await driver.screenshot(`language-${c.language}-forecast`);

    // Watches: the list (empty, or the watches other tests made), then the form a forecast fills.
    await page.getByTestId('tab-watches').click();
    await expect(page.getByTestId('watches-empty').or(page.getByTestId('watch-list'))).toBeVisible();
    await page.getByTestId('new-watch').click();
    await expect(page.getByTestId('watch-form')).toBeVisible();
    await page.getByTestId('add-channel').click();
    await page.getByTestId('watch-submit').click();
    await expect(page.getByTestId('watch-form-invalid')).toBeVisible();
    expect(await englishLeft(page, c.language, names), 'Watches tab').toEqual([]);

    // Scoreboard: nothing resolved yet in a fresh data dir.
    await page.getByTestId('tab-scoreboard').click();
    await expect(page.getByTestId('score-summary')).toBeVisible();
    expect(await englishLeft(page, c.language, names), 'Scoreboard tab').toEqual([]);

    // Settings: every section, and a refusal the server words in the language (a key with no name).
    await page.getByTestId('tab-settings').click();
    await expect(page.getByTestId('providers-section').getByTestId('smtp-configured')).toBeVisible();
    await expect(page.getByTestId('keys-empty').or(page.getByTestId('key-list'))).toBeVisible();
    await page.getByTestId('create-key').click();
    await expect(page.getByTestId('key-form-error')).toBeVisible();
    expect(await englishLeft(page, c.language, names), 'Settings tab').toEqual([]);
    await driver.screenshot(`language-${c.language}-settings`);

    // Back to English for the next test's first look: the question on screen is asked again, now in English.
    const askedAgain = page.waitForRequest((r) => r.url().endsWith('/api/v1/risk') && r.method() === 'POST');
    await page.getByTestId('language-select').selectOption('en');
    expect((await askedAgain).postDataJSON()).toMatchObject({ prompt: c.question, language: 'en' });
  });
}
