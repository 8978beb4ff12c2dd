// A form's rules, loaded once. A definition names its schema as a loader
// (`() => import('./rules').then((m) => m.x)`) so zod and the contract's schemas stay out of the
// list's chunk; the first form that shows starts the load and every later one (and every later
// submit) gets the same promise. A loader that fails is forgotten, so the next submit tries again.
import { useEffect, useState } from 'react';
import type { SchemaLike, SchemaSource } from './resource-types';

const loaded = new WeakMap<() => Promise<SchemaLike<unknown>>, Promise<SchemaLike<unknown>>>();

/** The schema itself, from the cache or its loader. */
export function loadSchema<V>(source: SchemaSource<V>): Promise<SchemaLike<V>> {
  if (typeof source !== 'function') return Promise.resolve(source);
  const key = source as () => Promise<SchemaLike<unknown>>;
  let promise = loaded.get(key);
  if (!promise) {
    promise = source().catch((e: unknown) => {
      loaded.delete(key);
      throw e;
    });
    loaded.set(key, promise);
  }
  return promise as Promise<SchemaLike<V>>;
}

/**
 * The schema once it is there (undefined before, or when the form has none), loading it as the
 * component mounts so it is usually ready before the first submit.
 */
export function useSchema<V>(source: SchemaSource<V> | undefined): SchemaLike<V> | undefined {
  const [state, setState] = useState<{ source?: SchemaSource<V>; schema?: SchemaLike<V> }>(() =>
    typeof source === 'function' ? {} : { source, schema: source },
  );
  useEffect(() => {
    if (!source || typeof source !== 'function') return;
    let live = true;
    loadSchema(source).then(
      (schema) => live && setState({ source, schema }),
      // Not fatal here: submit loads it again and reports a failure where the user sees it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (typeof source !== 'function') return source;
  return state.source === source ? state.schema : undefined;
}
