// Declared here rather than in a global d.ts so every project that type-checks the widgets' sources
// (the host too) picks it up through the reference in src/theme/theme-css.ts.
declare module 'virtual:portal-theme-css' {
  /** `THEME_SELECTOR { --token: value; … }` for Fluent's webLightTheme, computed at build time. */
  const css: string;
  export default css;
}

declare module 'virtual:portal-theme.css' {
  /** The same rule as a stylesheet, for a page's own CSS (the host imports it in main.tsx). */
}
