// Emits dist/custom-elements.json (Custom Elements Manifest, schema 1.0.0) from the same
// `*.element.ts` metadata the loader registers, so docs and IDE data cannot drift from the code.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { ElementMeta } from '../src/elements/element-meta';

const widgetsDir = new URL('../src/widgets/', import.meta.url);

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';
}

async function loadMetas(): Promise<{ common: ElementMeta['attributes']; metas: ElementMeta[] }> {
  const base = await tsImport('../src/elements/element-meta.ts', import.meta.url);
  const metas: ElementMeta[] = [];
  for (const dir of readdirSync(widgetsDir).sort()) {
    const files = readdirSync(new URL(dir + '/', widgetsDir)).filter((f) =>
      f.endsWith('.element.ts'),
    );
    for (const file of files) {
      const url = pathToFileURL(join(widgetsDir.pathname, dir, file)).href;
      const mod = (await tsImport(url, import.meta.url)) as Record<string, unknown>;
      // tsImport's namespace can hold a metadata object twice (ESM and CommonJS views): one per tag.
      for (const v of Object.values(mod)) {
        const meta = v as ElementMeta;
        if (
          meta &&
          typeof meta === 'object' &&
          'tag' in meta &&
          !metas.some((m) => m.tag === meta.tag)
        ) {
          metas.push(meta);
        }
      }
    }
  }
  return { common: base.COMMON_ATTRIBUTES as ElementMeta['attributes'], metas };
}

export async function buildManifest(): Promise<object> {
  const { common, metas } = await loadMetas();
  return {
    schemaVersion: '1.0.0',
    readme: '',
    modules: metas.map((m) => {
      const name = className(m.tag);
      const attributes = [...common, ...m.attributes];
      return {
        kind: 'javascript-module',
        path: `src/${m.module}`,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: m.tag,
            customElement: true,
            description: m.description,
            attributes: attributes.map((a) => ({
              name: a.name,
              type: { text: a.type },
              description: a.description,
              fieldName: a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
            })),
            members: attributes.map((a) => ({
              kind: 'field',
              name: a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
              type: { text: a.type },
              description: a.description,
              attribute: a.name,
            })),
            events: m.events.map((e) => ({
              name: e.name,
              type: { text: `CustomEvent<${e.detail ?? 'unknown'}>` },
              description: `${e.description} Bubbles and is composed.`,
            })),
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: m.tag,
            declaration: { name, module: `src/${m.module}` },
          },
        ],
      };
    }),
  };
}

export function customElementsManifest(): Plugin {
  return {
    name: 'portal-custom-elements-manifest',
    apply: 'build',
    async generateBundle() {
      const manifest = await buildManifest();
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: JSON.stringify(manifest, null, 2) + '\n',
      });
    },
  };
}
