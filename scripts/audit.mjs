// Part of `.ci/run`: `npm audit --omit=dev`, failing on any high or critical advisory in what
// production installs. When the registry will not answer an audit (a mirror or proxy that serves
// packages but not advisories), it says so loudly and does not pretend the audit passed or failed.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `AUDIT NOT RUN: the registry refused the advisory request (${report.message ?? 'no advisories in the answer'}). Nothing is known about advisories from this run.`,
  );
  process.exit(0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical',
);
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
for (const [name, advisory] of serious) console.error(`  ${advisory.severity}: ${name} ${advisory.range}`);
process.exit(serious.length > 0 ? 1 : 0);
