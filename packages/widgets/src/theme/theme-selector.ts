// Where the build-time theme tokens apply. Shared by the Vite plugin (Node, build time) and the
// runtime, so the generated CSS and the class names the components put on their roots cannot drift.
/** Root of every widget inside its shadow root. */
export const ROOT_CLASS = 'sp-root';
/** Root of the light-DOM PortalProvider (and, through Fluent, of its portals). */
export const THEME_CLASS = 'sp-theme';
export const THEME_SELECTOR = `.${ROOT_CLASS}, .${THEME_CLASS}`;
