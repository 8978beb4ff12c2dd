// Every tag's metadata, found by file name: adding widgets/<tag>/<name>.element.ts is enough.
import type { ElementMeta } from './element-meta';

// Each file default-exports its metadata (plain imports, no namespace objects in the loader).
const modules = import.meta.glob<ElementMeta>('../widgets/*/*.element.ts', {
  eager: true,
  import: 'default',
});

export const elementMetas: ElementMeta[] = Object.values(modules);
