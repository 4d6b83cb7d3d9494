// `npm test`: every suite this machine can run, on the embedded defaults (PGlite, in-memory events).
// It says what it skipped and why, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'piiq-vitest-')), 'report.json');
const env = { ...process.env };
delete env.PIIQ_TEST_POSTGRES_URL;
delete env.PIIQ_TEST_REDIS_URL;

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
  { stdio: 'inherit', env },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
}

console.log('\nSkipped here, and why:');
console.log('  - PostgreSQL + Redis runs of the server suites: run `npm run test:pg` (CI does).');
if (skipped > 0) console.log(`  - ${skipped} test(s) that need PostgreSQL or Redis (the same run under test:pg covers them).`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
