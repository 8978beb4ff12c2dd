// Vite plugin: `virtual:portal-theme-css` exports Fluent's webLightTheme as one CSS rule, computed in
// Node at build/dev time. The browser then gets 3.4 KB of CSS text instead of the theme object
// (15 KB gzip) plus the code that turns it into CSS. Used by the widgets' build, Vitest and Storybook,
// and by any app that bundles the widgets' sources (packages/host) — they all import the module
// through src/theme/theme-css.ts.
import type { Plugin } from 'vite';
import { LIST_TABLE_CSS } from '../src/kit/resource/list-table-css.ts';
import { THEME_SELECTOR } from '../src/theme/theme-selector.ts';
import { themeOverrides } from '../src/theme/theme-vars.ts';

const ID = 'virtual:portal-theme-css';
const RESOLVED = '\0' + ID;
// The same rule as a stylesheet, for a page that bundles the widgets' sources (the host): its
// build puts it in the page's CSS file, parsed as CSS rather than carried as a string in JavaScript.
const STYLESHEET_ID = 'virtual:portal-theme.css';
const STYLESHEET_RESOLVED = '\0' + STYLESHEET_ID;

let cssText: Promise<string> | undefined;

/**
 * The rule, from the same Fluent packages the components use (so token names match), then the few
 * kit rules that inline styles cannot say (a row's hover: src/kit/resource/list-table-css.ts).
 */
export function portalThemeCss(): Promise<string> {
  // The small packages, not the @fluentui/react-components barrel: that one takes ~3 s to load in Node.
  cssText ??= Promise.all([import('@fluentui/tokens'), import('@fluentui/react-provider')]).then(
    ([{ webLightTheme }, { createCSSRuleFromTheme }]) =>
      // Then the tokens an embedding page may theme, reading its --sp-* properties first.
      `${createCSSRuleFromTheme(THEME_SELECTOR, webLightTheme)}\n${themeOverrides(THEME_SELECTOR, webLightTheme)}\n${LIST_TABLE_CSS}`,
  );
  return cssText;
}

export function themeCssPlugin(): Plugin {
  return {
    name: 'portal-theme-css',
    resolveId(id) {
      if (id === ID) return RESOLVED;
      return id === STYLESHEET_ID ? STYLESHEET_RESOLVED : undefined;
    },
    async load(id) {
      if (id === STYLESHEET_RESOLVED) return portalThemeCss();
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(await portalThemeCss())};`;
    },
  };
}
