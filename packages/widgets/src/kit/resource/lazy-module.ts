// A chunk loaded on demand, once. Forms name their rules as loaders (`() => import('./rules')`) so
// zod and the contract's schemas stay out of the screen's first chunk (zod alone is ~25 KB gzip);
// the first user starts the load and every later one gets the same promise. A load that fails is
// forgotten, so the next attempt (a submit, the Retry button) tries again.
import { useCallback, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** The loader's result, from the cache or a new load. */
export function loadOnce<T>(loader: () => Promise<T>): Promise<T> {
  let promise = loaded.get(loader) as Promise<T> | undefined;
  if (!promise) {
    promise = loader().catch((e: unknown) => {
      loaded.delete(loader);
      throw e;
    });
    loaded.set(loader, promise);
  }
  return promise;
}

export interface LazyModule<T> {
  /** The module once loaded. */
  module?: T;
  /** Why the load failed, until `retry`. */
  error?: unknown;
  retry(): void;
}

/**
 * The loader's module for a component that needs it to render (the quote editor's line rules, the
 * registration's field rules): starts the load as the component mounts and re-renders when it
 * lands or fails.
 */
export function useLazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  const [state, setState] = useState<{ loader: () => Promise<T>; module?: T; error?: unknown }>({
    loader,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadOnce(loader).then(
      (module) => live && setState({ loader, module }),
      (error: unknown) => live && setState({ loader, error }),
    );
    return () => {
      live = false;
    };
  }, [loader, attempt]);
  const retry = useCallback(() => {
    setState({ loader });
    setAttempt((n) => n + 1);
  }, [loader]);
  const own: { module?: T; error?: unknown } = state.loader === loader ? state : {};
  return { module: own.module, error: own.error, retry };
}
