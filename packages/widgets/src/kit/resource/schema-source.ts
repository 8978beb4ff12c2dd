// A form's rules, loaded once. A definition names its schema as a loader
// (`() => import('./rules').then((m) => m.x)`) so zod and the contract's schemas stay out of the
// list's chunk; the kit's lazy-module cache (lazy-module.ts) makes the first form that shows start
// the load and every later one (and every later submit) share it.
import { loadOnce, useLazyModule } from './lazy-module';
import type { SchemaLike, SchemaSource } from './resource-types';

/** The schema itself, from the cache or its loader. */
export function loadSchema<V>(source: SchemaSource<V>): Promise<SchemaLike<V>> {
  return typeof source === 'function' ? loadOnce(source) : Promise.resolve(source);
}

const none = () => Promise.resolve(undefined);

/**
 * The schema once it is there (undefined before, or when the form has none), loading it as the
 * component mounts so it is usually ready before the first submit. A failed load is not reported
 * here: submit loads it again and reports a failure where the user sees it.
 */
export function useSchema<V>(source: SchemaSource<V> | undefined): SchemaLike<V> | undefined {
  const lazy = useLazyModule<SchemaLike<V> | undefined>(
    typeof source === 'function' ? source : none,
  );
  return typeof source === 'function' ? lazy.module : source;
}
