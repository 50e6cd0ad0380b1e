// `npm test`: lint, typecheck and every test. Installs Debian's Chromium, ffmpeg and HAProxy when missing, starts the
// local PostgreSQL and Redis when they are down, builds the app once for the fault and browser tests,
// then runs the unit and API tests (on PGlite and on PostgreSQL), the fault tests (PostgreSQL and
// Redis stopped under load, SIGTERM) and the end-to-end tests, and prints one summary. Lint and
// typecheck run beside the tests at the lowest CPU priority, on the cores the tests leave idle.
// Extra arguments go to vitest (e.g. `npm test -- --project contract`), without lint and typecheck.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, run, runInBackground } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ensureRedis } from './ensure-redis.mjs';

const extra = process.argv.slice(2);
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
const started = Date.now();
console.log(`Node ${process.version} (${process.execPath})`);
const checks = extra.length
  ? []
  : [
      ['lint', runInBackground('npm', ['run', '--silent', 'lint'])],
      ['typecheck', runInBackground('npm', ['run', '--silent', 'typecheck'])],
    ];
await ensureChromium();
await ensureFfmpeg();
await ensureHaproxy();
await ensurePostgres();
await ensureRedis();
await buildIfStale();

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-test-report-'));
const phases = extra.length
  ? [['selected', extra]]
  : [
      [
        'unit and API',
        ['--project', 'contract', '--project', 'server-pglite', '--project', 'server-postgres', '--project', 'web'],
      ],
      // Not beside the API suite, so the outages it causes and times are not slowed by it; its own
      // files run three at once (vitest.config.ts).
      ['fault', ['--project', 'fault']],
      ['end to end', ['--project', 'e2e']],
    ];

const totals = { passed: 0, failed: 0, skipped: 0 };
// Repeated after the summary, because a CI record often keeps only the end of the output.
const failures = [];
const phaseTimes = [`setup ${seconds(started)} s`];
let exitCode = 0;
for (const [name, args] of phases) {
  const outputFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${name} tests ===`);
  const phaseStarted = Date.now();
  const code = await run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  phaseTimes.push(`${name} ${seconds(phaseStarted)} s`);
  if (code !== 0) exitCode = code;
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...failedTests(report, name));
  } else if (code !== 0) {
    totals.failed += 1;
    failures.push(`${name}: vitest exited with code ${code} and wrote no report`);
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });
if (process.env.TEST_DURATIONS_OUT) writeDurations(process.env.TEST_DURATIONS_OUT);
if (totals.passed === 0 && exitCode === 0) exitCode = 1;

const verdicts = [];
for (const [name, check] of checks) {
  const { code, output, seconds: took } = await check;
  if (code === 0) {
    verdicts.push(`${name} passed (${took} s)`);
  } else {
    console.log(`\n=== ${name} FAILED ===\n${output.trimEnd()}`);
    verdicts.push(`${name} FAILED (exit code ${code}, output above)`);
    exitCode ||= code;
  }
}
console.log(`\nAll phases took ${seconds(started)} s (${phaseTimes.join(', ')}).`);
if (verdicts.length) console.log(`${verdicts.join(', ')}.`);
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);

function failedTests(report, phase) {
  const root = process.cwd() + path.sep;
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(root, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length && file.status === 'failed') return [`${phase}: ${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${phase}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(message = '') {
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/**
 * Each file's duration in this run (ms, `project:relative/path`), from Vitest's own results cache,
 * for scripts/longest-first-sequencer.mjs.
 */
function writeDurations(file) {
  const cache = path.join(
    'node_modules/.vite/vitest',
    crypto.createHash('sha1').update('').digest('hex'),
    'results.json',
  );
  const { results } = JSON.parse(fs.readFileSync(cache, 'utf8'));
  const durations = Object.fromEntries(
    results.map(([key, { duration }]) => [key, Math.round(duration)]).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(file, `${JSON.stringify(durations, null, 2)}\n`);
}
