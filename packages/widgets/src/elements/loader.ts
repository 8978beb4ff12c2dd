// portal-widgets.js, the one script an embedding page loads (about 1 KB). The build
// (build/tag-entries.ts) writes every tag's name into the string below, and the build's id into
// the chunk URLs: each tag's chunk is dist/tags/<tag>.js, not content-hashed, so that the loader
// finds it by name alone; the id makes a new build's URLs new, so a cached chunk of the last build
// is never used with this one.
import { startAutoloader } from './autoloader';

// Not `new URL(…, import.meta.url)`: Vite would take that for an asset to bundle.
const base = import.meta.url.slice(0, import.meta.url.lastIndexOf('/') + 1);

startAutoloader(
  '__PORTAL_TAG_NAMES__',
  (tag) => import(/* @vite-ignore */ `${base}tags/${tag}.js?v=__PORTAL_BUILD__`),
);
