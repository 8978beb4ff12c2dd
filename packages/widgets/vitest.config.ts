import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'widgets', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
