// The integration files of a suite (test/suites.json), for the test scripts of package.json:
//   node scripts/test-files.mjs core|long|reliability
// `core` is every file of test/integration in no other suite (a new file runs in npm test unless listed elsewhere).
// Plain Node (no tsx): it runs before every integration suite. Exits 1 on a listed file that does not exist.
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'test/integration';
const suites = JSON.parse(readFileSync('test/suites.json', 'utf8'));
const all = readdirSync(dir).filter((f) => f.endsWith('.test.ts'));
const listed = ['long', 'reliability', 'postgres'].flatMap((s) => suites[s]);
const missing = listed.filter((f) => !all.includes(f));
if (missing.length > 0) {
  console.error(`test/suites.json names files test/integration does not have: ${missing.join(', ')}`);
  process.exit(1);
}
const suite = process.argv[2];
const files = suite === 'core' ? all.filter((f) => !listed.includes(f)) : suites[suite];
if (!Array.isArray(files)) {
  console.error(`usage: node scripts/test-files.mjs core|long|reliability|postgres`);
  process.exit(2);
}
console.log(
  [...files]
    .sort()
    .map((f) => `${dir}/${f}`)
    .join(' '),
);
