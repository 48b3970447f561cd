// `npm run audit:prod`: npm audit of the production dependencies. Passes when there is no finding, or when every
// vulnerable package is explained in docs/security.md ("Audit findings", one `name` per finding). When the registry
// offers no audit endpoint (a mirror answering 405), it says so and passes: nothing could be checked.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report: {
  statusCode?: number;
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  metadata?: { dependencies?: { prod?: number } };
};
try {
  report = JSON.parse(run.stdout) as typeof report;
} catch {
  process.stderr.write(`npm audit gave no JSON: ${run.stderr.slice(0, 500)}\n`);
  process.exit(1);
}
if (report.statusCode && !report.vulnerabilities) {
  process.stdout.write(
    `npm audit unavailable (${report.message}); nothing was checked. Run it where the registry offers /-/npm/v1/security/advisories/bulk.\n`,
  );
  process.exit(0);
}
const explained = readFileSync(new URL('../docs/security.md', import.meta.url), 'utf8').split('## Audit findings')[1] ?? '';
const findings = Object.entries(report.vulnerabilities ?? {});
const unexplained = findings.filter(([name]) => !explained.includes(`\`${name}\``));
for (const [name, v] of findings)
  process.stdout.write(`${unexplained.some(([n]) => n === name) ? 'UNEXPLAINED' : 'explained'}: ${name} (${v.severity})\n`);
process.stdout.write(
  `npm audit --omit=dev: ${findings.length} vulnerable packages among ${report.metadata?.dependencies?.prod ?? '?'} production dependencies; ${unexplained.length} unexplained\n`,
);
process.exit(unexplained.length ? 1 : 0);
