import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { themeCssPlugin } from './build/theme-css-plugin.ts';

export default defineProject({
  // The theme plugin resolves virtual:portal-theme-css, imported by the shadow sheet and PortalProvider.
  plugins: [react(), themeCssPlugin()],
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // As in the host's tests: a form test types into several fields, and on a loaded two-core CI
    // machine that takes longer than Vitest's default 5 s (CI failed on exactly that).
    testTimeout: 20_000,
    // One retry under CI only, named at the end of `npm test` when it was needed (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    // Fluent and Griffel ship ESM that must go through Vite's transform under jsdom.
    server: { deps: { inline: [/@fluentui/, /@griffel/] } },
  },
});
