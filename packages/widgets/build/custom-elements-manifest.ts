// Emits dist/custom-elements.json (Custom Elements Manifest, schema 1.0.0) from the same
// `*.element.ts` metadata the loader registers, so docs and IDE data cannot drift from the code:
// attributes (a `links` attribute lists the widget's route refs), events, the CSS custom properties
// an embedding page themes with (src/theme/theme-vars.ts) and the widget's `::part` names
// (src/theme/parts.ts).
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

interface Theming {
  properties: readonly { name: string; description: string }[];
  parts: Readonly<Record<string, string>>;
}

async function loadTheming(): Promise<Theming> {
  const vars = (await tsImport('../src/theme/theme-vars.ts', import.meta.url)) as {
    THEME_PROPERTIES: Theming['properties'];
  };
  const parts = (await tsImport('../src/theme/parts.ts', import.meta.url)) as {
    PARTS: Theming['parts'];
  };
  return { properties: vars.THEME_PROPERTIES, parts: parts.PARTS };
}

/** The `links` attribute's description, followed by each route ref it takes. */
function describe(attribute: ElementMeta['attributes'][number], meta: ElementMeta): string {
  if (attribute.name !== 'links' || !meta.refs) return attribute.description;
  const refs = Object.entries(meta.refs).map(([name, text]) => `${name}: ${text}`);
  return [attribute.description, ...refs].join('\n- ');
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
  const theming = await loadTheming();
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
              type: { text: a.type === 'json' ? 'object (JSON)' : a.type },
              description: describe(a, m),
              fieldName: a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
            })),
            members: attributes.map((a) => ({
              kind: 'field',
              name: a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
              type: { text: a.type === 'json' ? 'object' : a.type },
              description: describe(a, m),
              attribute: a.name,
            })),
            cssProperties: theming.properties.map((p) => ({
              name: p.name,
              description: p.description,
            })),
            cssParts: (m.parts ?? ['root']).map((name) => ({
              name,
              description: theming.parts[name] ?? '',
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

const MANIFEST_MODULE = 'virtual:custom-elements-manifest';

/** The same manifest as a module (`import manifest from 'virtual:custom-elements-manifest'`), for
 * Storybook's docs pages, so they read exactly what dist/custom-elements.json holds. */
export function customElementsManifestModule(): Plugin {
  return {
    name: 'portal-custom-elements-manifest-module',
    resolveId: (id) => (id === MANIFEST_MODULE ? '\0' + MANIFEST_MODULE : undefined),
    async load(id) {
      if (id !== '\0' + MANIFEST_MODULE) return undefined;
      return `export default ${JSON.stringify(await buildManifest())};`;
    },
  };
}
