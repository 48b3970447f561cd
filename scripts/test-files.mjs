// The test files of a suite (test/suites.json), for the test scripts of package.json:
//   node scripts/test-files.mjs unit|core|long|reliability|postgres
// `unit` is every file under test/unit but those of `longUnit`; `core` every file of test/integration in no other
// suite (a new file runs in npm test unless listed elsewhere); `long` the `long` integration files and the `longUnit`
// unit files. Plain Node (no tsx): it runs before every suite. Exits 1 on a listed file that does not exist.
import { readdirSync, readFileSync } from 'node:fs';

const suites = JSON.parse(readFileSync('test/suites.json', 'utf8'));
const integration = readdirSync('test/integration').filter((f) => f.endsWith('.test.ts'));
/** Every test file under `dir`, relative to it ("hazards/properties.test.ts"). */
const under = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.test.ts'));
const unit = under('test/unit');

const listed = ['long', 'reliability', 'postgres'].flatMap((s) => suites[s]);
const missing = [
  ...listed.filter((f) => !integration.includes(f)).map((f) => `test/integration/${f}`),
  ...suites.longUnit.filter((f) => !unit.includes(f)).map((f) => `test/unit/${f}`),
];
if (missing.length > 0) {
  console.error(`test/suites.json names files the tree does not have: ${missing.join(', ')}`);
  process.exit(1);
}
const inIntegration = (files) => files.map((f) => `test/integration/${f}`);
const inUnit = (files) => files.map((f) => `test/unit/${f}`);
const suite = process.argv[2];
const files = {
  unit: () => inUnit(unit.filter((f) => !suites.longUnit.includes(f))),
  core: () => inIntegration(integration.filter((f) => !listed.includes(f))),
  long: () => [...inIntegration(suites.long), ...inUnit(suites.longUnit)],
  reliability: () => inIntegration(suites.reliability),
  postgres: () => inIntegration(suites.postgres),
}[suite];
if (!files) {
  console.error(`usage: node scripts/test-files.mjs unit|core|long|reliability|postgres`);
  process.exit(2);
}
console.log([...files()].sort().join(' '));
