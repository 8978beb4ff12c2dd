// Shared Vitest configuration: one project per package, so `vitest run` covers the whole tree and
// `vitest run --project server` re-runs the server tests alone (CI does this against PostgreSQL).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
