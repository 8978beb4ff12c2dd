import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { themeCssPlugin } from '../widgets/build/theme-css-plugin.ts';

export default defineProject({
  plugins: [react(), themeCssPlugin()],
  test: {
    name: 'host',
    root: new URL('.', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-app tests render the layout and a route in jsdom; on a busy 2-core CI machine a few take
    // longer than vitest's 5 s default.
    testTimeout: 20_000,
    // One retry under CI only, named at the end of `npm test` when it was needed (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
  },
});
