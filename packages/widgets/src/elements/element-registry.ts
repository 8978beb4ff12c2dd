// Every tag's metadata from the sources, found by file name (adding widgets/<tag>/<name>.element.ts is
// enough), imported on demand. For tests, stories and pages served from source; the build instead
// gives each tag a chunk of its own (build/tag-entries.ts) that defines it.
import { defineElement } from './define-element';
import type { ElementMeta } from './element-meta';

const modules = import.meta.glob<ElementMeta>('../widgets/*/*.element.ts', { import: 'default' });

/** `../widgets/sp-login/login.element.ts` → `sp-login`. */
const tagOf = (path: string) => path.split('/')[2]!;
const byTag = new Map(Object.entries(modules).map(([path, load]) => [tagOf(path), load]));

export const sourceTags: string[] = [...byTag.keys()];

export function loadElementMeta(tag: string): Promise<ElementMeta> {
  const load = byTag.get(tag);
  if (!load) return Promise.reject(new Error(`unknown tag ${tag}`));
  return load();
}

/** What a tag's chunk does in the build: define the element with its component. */
export async function defineFromSource(tag: string): Promise<void> {
  const meta = await loadElementMeta(tag);
  defineElement(meta, await meta.load());
}
