// Declared here rather than in a global d.ts so every project that type-checks the widgets' sources
// (the host too) picks it up through the reference in src/theme/theme-css.ts.
declare module 'virtual:portal-theme-css' {
  /** `THEME_SELECTOR { --token: value; … }` for Fluent's webLightTheme, computed at build time. */
  const css: string;
  export default css;
}
