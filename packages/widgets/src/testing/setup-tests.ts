// Vitest setup: jest-dom matchers, the browser APIs jsdom lacks that Fluent touches, Storybook's
// project annotations (so composeStories gets the PortalProvider decorator) and a clean page per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { portalAnnotations } from '../../../../.storybook/portal-annotations';
import { session } from '../runtime/session';
import { adaptWebCryptoToJsdom } from './jsdom-webcrypto';
import { resetMockApi } from './mock-api';

// findBy… and waitFor wait up to 10 s rather than 1 s: on a loaded two-core CI machine a dialog
// with its lazily loaded chunk and rules once took over 5 s to open, and a test should not fail
// for that. A test may take 20 s in all (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has neither constructable stylesheets nor adoptedStyleSheets; every target browser has both.
// A minimal stand-in lets Griffel's shadow-DOM renderer and our shared sheet run in tests.
if (!('adoptedStyleSheets' in ShadowRoot.prototype)) {
  const sheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return sheets.get(this) ?? [];
    },
    set(this: ShadowRoot, value: CSSStyleSheet[]) {
      sheets.set(this, [...value]);
    },
  });
}
const proto = CSSStyleSheet.prototype as CSSStyleSheet & { replaceSync?: (t: string) => void };
proto.replaceSync ??= function replaceSync() {};

adaptWebCryptoToJsdom();

setProjectAnnotations([portalAnnotations]);

afterEach(() => {
  cleanup();
  resetMockApi();
  session.clear();
  localStorage.clear();
  sessionStorage.clear();
});
