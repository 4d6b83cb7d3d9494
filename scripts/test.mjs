// `npm test`: every suite this machine can run, on the embedded defaults (PGlite, in-memory events),
// then the browser tests when Debian's Chromium builds are installed. It says what it skipped and
// why, lists the slowest test files, and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingBrowsers, runBrowserTests } from './test-e2e.mjs';

/** Seconds per spec file in a Playwright JSON report: every attempt of every test in it, added up. */
function browserFileSeconds(suites) {
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(spec.file, (totals.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) visit(child);
  };
  suites.forEach(visit);
  return [...totals].map(([file, seconds]) => ({ file: `apps/web/e2e/tests/${file}`, seconds }));
}

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
/** Seconds each test file took, by runner, for the list of the slowest at the end. */
const fileSeconds = [];
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults)
    fileSeconds.push({
      file: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    });
}
const serverSkipped = skipped;

// Browser tests: Playwright's JSON report gives the counts; its list reporter still prints progress.
const skippedReasons = [];
let browserStatus = 0;
const missing = missingBrowsers();
if (missing.length === 0) {
  console.log('\nBrowser tests (Playwright, Chromium):');
  const browserReport = path.join(path.dirname(reportFile), 'playwright.json');
  browserStatus = runBrowserTests(['--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: browserReport });
  if (existsSync(browserReport)) {
    const { stats, suites } = JSON.parse(readFileSync(browserReport, 'utf8'));
    fileSeconds.push(...browserFileSeconds(suites));
    // "flaky" passed on a retry: counted as passed here, and Playwright's own summary names them.
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (browserStatus !== 0 && stats.unexpected === 0) failed += 1; // e.g. the server did not start
  } else if (browserStatus !== 0) {
    failed += 1; // no report at all: the build or the run's setup failed (its output is above)
  }
} else {
  skippedReasons.push(`Browser tests: Debian's ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`);
}

console.log('\nThe 20 slowest test files (a browser file: the sum of its tests, which run two at a time):');
for (const { file, seconds } of fileSeconds.sort((a, b) => b.seconds - a.seconds).slice(0, 20))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);

console.log('\nSkipped here, and why:');
console.log('  - PostgreSQL + Redis runs of the server suites: run `npm run test:pg` (CI does).');
for (const reason of skippedReasons) console.log(`  - ${reason}`);
if (serverSkipped > 0)
  console.log(`  - ${serverSkipped} test(s) that need PostgreSQL or Redis (the same run under test:pg covers them).`);
if (skipped > serverSkipped)
  console.log(`  - ${skipped - serverSkipped} browser test(s) skipped by Playwright (see its report above).`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && browserStatus === 0 && failed === 0 ? 0 : 1);
