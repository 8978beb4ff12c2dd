// jsdom lacks the browser APIs Fluent UI and the layout use; these stand-ins are just enough.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { adaptWebCryptoToJsdom } from '@portal/widgets/testing';
import '../i18n/host-translations';
import '../i18n/menu-translations';

/** The window width matchMedia answers for; tests set it with `setViewportWidth`. */
let viewportWidth = 1280;
const queries = new Set<{ query: string; fire: () => void }>();

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

window.matchMedia = (query: string) => {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const mql = {
    media: query,
    get matches() {
      return matches(query);
    },
    onchange: null,
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    addListener: (fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeListener: (fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    dispatchEvent: () => true,
  };
  queries.add({
    query,
    fire: () => listeners.forEach((fn) => fn({ matches: mql.matches } as MediaQueryListEvent)),
  });
  return mql as unknown as MediaQueryList;
};

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const q of queries) q.fire();
}

adaptWebCryptoToJsdom();

// findBy… and waitFor wait up to 10 s rather than 1 s, as in the widgets' tests: on a loaded two-core
// machine a lazily loaded route chunk can take longer than a second to arrive.
configure({ asyncUtilTimeout: 10_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  viewportWidth = 1280;
  sessionStorage.clear();
});
