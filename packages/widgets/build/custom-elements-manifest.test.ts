import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './custom-elements-manifest.ts';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
}

/** Widget folders are named after their tags (DESIGN.md section 2). */
const widgetTags = readdirSync(new URL('../src/widgets/', import.meta.url)).filter((d) =>
  d.startsWith('sp-'),
);

describe('custom-elements.json', () => {
  it('lists every widget tag once, with the shared attributes and its events', async () => {
    const manifest = (await buildManifest()) as { modules: { declarations: Declaration[] }[] };
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    const tags = declarations.map((d) => d.tagName).sort();
    expect(tags).toEqual([...widgetTags].sort());
    const login = declarations.find((d) => d.tagName === 'sp-login');
    expect(login?.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['api-base', 'lang', 'token']),
    );
    expect(login?.events.map((e) => e.name)).toContain('sp-logged-in');
  });
});
