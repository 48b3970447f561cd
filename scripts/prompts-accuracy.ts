// npm run prompts:accuracy [-- --language es] [-- --batch blind-1] [-- --set people] — accuracy tables over the labelled
// prompts (test/fixtures/prompts.jsonl for English, prompts-<language>.jsonl for the others, prompts-people.jsonl with
// --set people) and every miss.
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '../src-server/contracts/enums.js';
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';
import {
  LANGUAGE_THRESHOLDS,
  THRESHOLDS,
  formatReport,
  promptsPath,
  setPath,
  readLabelledPrompts,
  scorePrompts,
  type Field,
} from '../test/support/prompt-accuracy.js';

const { values } = parseArgs({ options: { language: { type: 'string' }, batch: { type: 'string' }, set: { type: 'string' } } });
const languages = values.set ? ['en' as const] : values.language ? [values.language as Language] : [...LANGUAGES];
const gazetteer = loadGazetteer();
let below = 0;
for (const language of languages) {
  const prompts = readLabelledPrompts(values.set ? setPath(values.set) : promptsPath(language)).filter(
    (p) => !values.batch || p.batch === values.batch,
  );
  if (prompts.length === 0) continue;
  const report = await scorePrompts(gazetteer, prompts, undefined, language);
  report.title = `${values.set ?? language}${values.batch ? ` (batch ${values.batch})` : ''}`;
  const bars = language === 'en' ? THRESHOLDS : LANGUAGE_THRESHOLDS;
  console.log(formatReport(report, bars), '\n');
  below += (Object.keys(bars) as Field[]).filter((f) => report.accuracy[f] < bars[f]).length;
}
process.exitCode = below > 0 ? 1 : 0;
