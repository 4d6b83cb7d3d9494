// `npm test`: every suite this machine can run, on the embedded defaults (PGlite, in-memory events),
// then the browser tests when Debian's chromium is installed. It says what it skipped and why, and
// ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, runBrowserTests } from './test-e2e.mjs';

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
const serverSkipped = skipped;

// Browser tests: Playwright's JSON report gives the counts; its list reporter still prints progress.
const skippedReasons = [];
let browserStatus = 0;
if (existsSync(CHROMIUM)) {
  console.log('\nBrowser tests (Playwright, Chromium):');
  const browserReport = path.join(path.dirname(reportFile), 'playwright.json');
  browserStatus = runBrowserTests(['--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: browserReport });
  if (existsSync(browserReport)) {
    const { stats } = JSON.parse(readFileSync(browserReport, 'utf8'));
    // "flaky" passed on a retry: counted as passed here, and Playwright's own summary names them.
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (browserStatus !== 0 && stats.unexpected === 0) failed += 1; // e.g. the server did not start
  } else if (browserStatus !== 0) {
    failed += 1; // no report at all: the build or the run's setup failed (its output is above)
  }
} else {
  skippedReasons.push(
    `Browser tests: Debian's chromium is not installed at ${CHROMIUM} (apt-get install chromium; CI installs it).`,
  );
}

console.log('\nSkipped here, and why:');
console.log('  - PostgreSQL + Redis runs of the server suites: run `npm run test:pg` (CI does).');
for (const reason of skippedReasons) console.log(`  - ${reason}`);
if (serverSkipped > 0)
  console.log(`  - ${serverSkipped} test(s) that need PostgreSQL or Redis (the same run under test:pg covers them).`);
if (skipped > serverSkipped)
  console.log(`  - ${skipped - serverSkipped} browser test(s) skipped by Playwright (see its report above).`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && browserStatus === 0 && failed === 0 ? 0 : 1);
