import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'host', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
