// The server's modules depend on each other one way only: the graph of which module imports which
// (through its index.ts, as layers/imports demands) has no cycle. A cycle (supplier ↔
// supplier-quality once formed one) makes the order of loading decide what is defined.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../packages/server/src/modules', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each module and the other modules its code (tests aside) imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(MODULES, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourceFiles(join(MODULES, entry.name))) {
      const text = readFileSync(file, 'utf8');
      for (const [, other = ''] of text.matchAll(/from '\.\.\/([a-z-]+)\/[^']*'/g)) {
        if (other !== entry.name) uses.add(other);
      }
    }
    graph.set(entry.name, uses);
  }
  return graph;
}

/** A cycle as a path (`a → b → a`), or null. */
function findCycle(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node].join(' → ');
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('server modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('supplier-quality')).toContain('supplier');
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toBe('a → b → c → a');
    expect(findCycle(new Map([['a', new Set(['b'])]]))).toBeNull();
  });
});
