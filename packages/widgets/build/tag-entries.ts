// One build entry per tag, and the loader's list of tags. Each `src/widgets/<tag>/*.element.ts`
// becomes `dist/tags/<tag>.js`, a chunk that imports the tag's metadata and component and defines
// the element (src/elements/define-element.tsx). The loader (src/elements/loader.ts) gets the tag
// names, without their `sp-` prefix, as one string, and the build's id for the chunk URLs: a tag
// costs the loader its name and nothing else. The bench checks both (scripts/bench.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { componentName } from '../src/elements/element-meta.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const PREFIX = 'virtual:portal-tag/';
export const TAG_NAMES_PLACEHOLDER = '__PORTAL_TAG_NAMES__';
/** As long as the id that replaces it, so the loader's source map stays right. */
export const BUILD_ID_PLACEHOLDER = '__PORTAL_BUILD__';

export interface TagSource {
  tag: string;
  /** Absolute path of `<name>.element.ts`. */
  element: string;
  /** Absolute path of the component module, without extension (what `load` imports). */
  component: string;
}

/** Every tag with an element file, by folder name; its `load: () => import('./x')` names the module. */
export function tagSources(widgetsDir = join(SRC, 'widgets')): TagSource[] {
  const out: TagSource[] = [];
  for (const tag of readdirSync(widgetsDir).sort()) {
    if (!tag.startsWith('sp-')) continue;
    const dir = join(widgetsDir, tag);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.element.ts'))) {
      const element = join(dir, file);
      const load = /load:\s*\(\)\s*=>\s*import\(\s*(['"])(\.\/[^'"]+)\1\s*\)/.exec(
        readFileSync(element, 'utf8'),
      );
      if (!load?.[2]) throw new Error(`${element}: no \`load: () => import('./…')\``);
      out.push({ tag, element, component: resolve(dirname(element), load[2]) });
    }
  }
  return out;
}

/** Rolldown inputs: the loader, then `tags/<tag>` for every tag. */
export function buildEntries(sources = tagSources()): Record<string, string> {
  const entries: Record<string, string> = {
    'portal-widgets': join(SRC, 'elements/loader.ts'),
  };
  for (const s of sources) entries[`tags/${s.tag}`] = PREFIX + s.tag;
  return entries;
}

function tagModule(s: TagSource): string {
  // The component by the export named for its tag, as componentOf finds it at run time.
  return [
    `import meta from ${JSON.stringify(s.element)};`,
    `import { ${componentName(s.tag)} as Component } from ${JSON.stringify(s.component)};`,
    `import { defineElement } from ${JSON.stringify(join(SRC, 'elements/define-element.tsx'))};`,
    `defineElement(meta, Component);`,
  ].join('\n');
}

export function tagEntriesPlugin(sources = tagSources()): Plugin {
  const byTag = new Map(sources.map((s) => [s.tag, s]));
  return {
    name: 'portal-tag-entries',
    resolveId(id) {
      // Vite's library mode makes entries absolute (`<root>/virtual:portal-tag/sp-x`).
      const at = id.indexOf(PREFIX);
      return at >= 0 && !id.startsWith('\0') ? '\0' + id.slice(at) : undefined;
    },
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return undefined;
      const source = byTag.get(id.slice(PREFIX.length + 1));
      if (!source) throw new Error(`no element file for ${id}`);
      return tagModule(source);
    },
    transform(code, id) {
      if (!id.endsWith(join('src', 'elements', 'loader.ts'))) return null;
      const names = sources.map((s) => s.tag.slice('sp-'.length)).join(' ');
      if (!code.includes(TAG_NAMES_PLACEHOLDER)) throw new Error('loader.ts: no tag names slot');
      return { code: code.replace(TAG_NAMES_PLACEHOLDER, names), map: null };
    },
    generateBundle(_options, bundle) {
      // The build's id: a hash of every other file, so any change gives the tag URLs a new query.
      const hash = createHash('sha256');
      const loaderFile = Object.keys(bundle).find((f) => f === 'portal-widgets.js');
      for (const file of Object.keys(bundle).sort()) {
        const out = bundle[file]!;
        if (file === loaderFile) continue;
        hash.update(file).update(out.type === 'chunk' ? out.code : out.source);
      }
      const loader = loaderFile ? bundle[loaderFile] : undefined;
      if (loader?.type !== 'chunk' || !loader.code.includes(BUILD_ID_PLACEHOLDER)) {
        this.error('portal-widgets.js: no build id slot');
      }
      const id = hash.digest('hex').slice(0, BUILD_ID_PLACEHOLDER.length);
      loader.code = loader.code.replace(BUILD_ID_PLACEHOLDER, id);
    },
  };
}
