// The decision log's index (docs/decisions/README.md) names every decision file exactly once, in
// one table. Merges of branches that each added a row once left eight copies of the table and
// rows missing from all of them; nothing noticed until a reader did.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

describe('the decision index', () => {
  const index = readFileSync(`${DIR}README.md`, 'utf8');
  const files = readdirSync(DIR).filter((f) => /^\d{4}-\d\d-\d\d-.+\.md$/.test(f));

  it('is one table', () => {
    expect(index.match(/^\| date +\| decision/gm)).toHaveLength(1);
  });

  it('links every decision file once, and nothing else', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-\d\d-\d\d-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect([...linked].sort()).toEqual([...files].sort());
  });
});
