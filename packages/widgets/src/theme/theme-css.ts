// The Fluent theme as CSS custom properties. The text is generated at build time by
// build/theme-css-plugin.ts, so webLightTheme (15 KB gzip as a JS object, 3.4 KB as CSS) never ships.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- must reach the host's tsc too
/// <reference path="./theme-css.d.ts" />
import css from 'virtual:portal-theme-css';

export const themeCss: string = css;
export { ROOT_CLASS, THEME_CLASS } from './theme-selector';
