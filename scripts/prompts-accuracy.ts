// npm run prompts:accuracy — prints the accuracy table over test/fixtures/prompts.jsonl and every miss.
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';
import { THRESHOLDS, formatReport, scorePrompts, type Field } from '../test/support/prompt-accuracy.js';

const report = await scorePrompts(loadGazetteer());
console.log(formatReport(report));
const below = (Object.keys(THRESHOLDS) as Field[]).filter((f) => report.accuracy[f] < THRESHOLDS[f]);
process.exitCode = below.length > 0 ? 1 : 0;
