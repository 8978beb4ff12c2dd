import { defineProject } from 'vitest/config';

// The repository's own lint rules.
export default defineProject({
  test: { name: 'tools', environment: 'node', include: ['*.test.ts'] },
});
