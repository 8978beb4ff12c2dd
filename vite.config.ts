// Shared Vitest configuration: one project per package, so `vitest run` covers the whole tree and
// `vitest run --project server` re-runs the server tests alone (CI does this against PostgreSQL).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one worker, and one
    // core idle through the longest step of `npm test` (docs/decisions/2026-11-28-ci-node-24-scope.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/widgets/vitest.config.ts',
      'packages/widgets/vitest.build.config.ts',
      'packages/host/vitest.config.ts',
      'eslint/vitest.config.ts',
    ],
  },
});
