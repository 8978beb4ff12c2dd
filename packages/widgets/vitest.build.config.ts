// The widgets' build tooling (manifest generation, theme CSS) is Node code: its tests run in Node,
// apart from the component tests' jsdom and their setup.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'widgets-build', environment: 'node', include: ['build/**/*.test.ts'] },
});
