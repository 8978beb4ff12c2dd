import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './custom-elements-manifest.ts';

interface Declaration {
  tagName: string;
  attributes: { name: string; description: string; type: { text: string } }[];
  events: { name: string }[];
  cssProperties: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
}

/** Widget folders are named after their tags (docs/architecture.md#packages-and-layers). */
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

  it("lists the theming properties, each widget's parts and the links a widget takes", async () => {
    const manifest = (await buildManifest()) as { modules: { declarations: Declaration[] }[] };
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    for (const d of declarations) {
      expect(d.cssProperties.map((p) => p.name)).toEqual(
        expect.arrayContaining(['--sp-color-brand', '--sp-font-family', '--sp-radius']),
      );
      expect(d.cssProperties.every((p) => p.description.length > 10)).toBe(true);
      expect(d.cssParts.map((p) => p.name)).toContain('root');
      expect(d.cssParts.every((p) => p.description.length > 5)).toBe(true);
    }
    const lists = declarations.find((d) => d.tagName === 'sp-supplier-list');
    expect(lists?.cssParts.map((p) => p.name)).toEqual(
      expect.arrayContaining(['toolbar', 'table', 'form', 'dialog']),
    );
    const links = lists?.attributes.find((a) => a.name === 'links');
    expect(links?.type.text).toBe('object (JSON)');
    expect(links?.description).toContain('tierDetail');
    expect(links?.description).toContain('supplierPage');
  });
});
