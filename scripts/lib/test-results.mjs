// Reads the runners' JSON reports for `npm test` (scripts/test.mjs): the counts CI adds up, and
// the names of the tests that failed or only passed on CI's retry, so that a red run's log says
// which tests without anyone opening a report.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export function emptyTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] };
}

/** Adds a Vitest JSON report (`--reporter=json`) to the tally; `label` names the run. */
export function addVitest(tally, file, label, root) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults) {
    const where = relative(root, suite.name);
    for (const test of suite.assertionResults) {
      const line = `${label} ${where} › ${test.fullName}`;
      // A test that passed on its retry keeps the errors of the attempt that failed.
      if (test.status === 'failed') tally.failures.push(line);
      else if (test.status === 'passed' && test.failureMessages?.length) tally.flaky.push(line);
    }
    // A file that failed to load has no test results, only its message.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      tally.failures.push(`${label} ${where} (did not load)`);
    }
  }
}

/** Adds a Playwright JSON report to the tally. */
export function addPlaywright(tally, file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const line = `browser ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') tally.failures.push(line);
        else if (test.status === 'flaky') tally.flaky.push(line);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are files, already named by spec.file.
  for (const suite of suites ?? []) walk(suite, []);
}

/** The lines that name the failed and the retried tests; empty when there are none. */
export function namedLines(tally) {
  return [
    ...(tally.failures.length ? ['Failed:', ...tally.failures.map((l) => `  ✘ ${l}`)] : []),
    ...(tally.flaky.length ? ['Passed only on retry:', ...tally.flaky.map((l) => `  ↻ ${l}`)] : []),
  ];
}
