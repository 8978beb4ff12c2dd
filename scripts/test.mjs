#!/usr/bin/env node
// `npm test`: every check and every test, in the order that fails fastest. The install check
// (scripts/check-install.mjs), type check, lint and format first; then the build the browser tests
// need and the Storybook build (its browser test opens it); then Vitest (contract, server on
// PGlite, widgets, host); then the server tests again on PostgreSQL when PORTAL_TEST_PG_URL is set
// (CI sets it); then Playwright in Chromium. Ends with one line, `N passed, N failed`, that CI
// reads.
//
// PORTAL_TEST_SCOPE=node-compat (CI's second pass, on Node 24) runs only what can differ between
// Node versions: the install check, the build, the Storybook build, the contract's and the build
// tooling's Vitest projects, and Playwright, whose portal server (PGlite, argon2, compression) and
// runner run on that Node through every browser flow. It leaves out the type check, lint and format
// (tools whose verdict is the same on any Node), the component tests in jsdom (the widgets' code
// runs in Chromium for real in the browser tests) and the server's own tests (the first pass runs
// them on both databases): the whole suite twice no longer fits CI's 90 minutes
// (docs/decisions/2026-11-28-ci-node-24-scope.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPlaywright, addVitest, emptyTally, namedLines } from './lib/test-results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, '.tmp/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const tally = emptyTally();
let exitCode = 0;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (exit ${r.status ?? r.signal})`);
    exitCode = 1;
  }
  return r.status === 0;
}

const scope = process.env.PORTAL_TEST_SCOPE ?? 'full';
if (scope !== 'full' && scope !== 'node-compat') {
  console.error(`PORTAL_TEST_SCOPE must be full or node-compat, not ${scope}`);
  process.exit(2);
}
const full = scope === 'full';
if (!full)
  console.log('Scope node-compat: what can differ between Node versions (scripts/test.mjs)');

const gates = [
  ['install check (engines, install scripts)', 'node', ['scripts/check-install.mjs']],
  ...(full
    ? [
        ['type check', 'npm', ['run', 'typecheck']],
        ['lint', 'npx', ['eslint', '.']],
        ['format', 'npx', ['prettier', '--check', '.']],
      ]
    : []),
  ['build', 'npm', ['run', 'build']],
  // After the widgets' build: the element stories serve its loader (.storybook/main.ts).
  ['Storybook build', 'npm', ['run', 'build-storybook', '--', '--quiet']],
];
for (const [title, command, args] of gates) {
  if (!run(title, command, args)) {
    writeFileSync(join(results, 'named.txt'), `Failed:\n  ✘ ${title}`);
    console.log(`\n0 passed, 1 failed`);
    process.exit(1);
  }
}

const vitestJson = join(results, 'vitest.json');
const nodeProjects = ['contract', 'widgets-build'].flatMap((p) => ['--project', p]);
run(full ? 'unit, component and server tests (PGlite)' : 'Node-side unit tests', 'npx', [
  'vitest',
  'run',
  ...(full ? [] : nodeProjects),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
addVitest(tally, vitestJson, 'vitest', root);

if (full && process.env.PORTAL_TEST_PG_URL) {
  const pgJson = join(results, 'vitest-pg.json');
  run(
    'server tests (PostgreSQL)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    { TEST_DATABASE_URL: process.env.PORTAL_TEST_PG_URL },
  );
  addVitest(tally, pgJson, 'vitest-pg', root);
}

const playwrightJson = join(results, 'playwright.json');
run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
addPlaywright(tally, playwrightJson);

const { passed, skipped } = tally;
// A runner that crashed before reporting still fails the run.
const failed = exitCode !== 0 && tally.failed === 0 ? 1 : tally.failed;
// Named just above the last line, which is where CI's log excerpt ends (.ci/run keeps them).
const named = namedLines(tally);
writeFileSync(join(results, 'named.txt'), named.join('\n'));
if (named.length) console.log(`\n${named.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode);
