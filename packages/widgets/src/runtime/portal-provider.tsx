// PortalRoot (portal-root.tsx) plus the theme tokens, put on the page from script: for Storybook,
// tests and any React page that does not put `virtual:portal-theme.css` in its own stylesheet.
import { useInsertionEffect } from 'react';
import { themeCss } from '../theme/theme-css';
import { PortalRoot, type PortalProviderProps } from './portal-root';

export type { PortalProviderProps } from './portal-root';

const STYLE_ID = 'sp-theme-tokens';

/** One <style> per document, whatever the number of providers; the rule is inert without the class. */
function installThemeStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = themeCss;
  doc.head.prepend(style);
}

export function PortalProvider(props: PortalProviderProps) {
  // Before layout, so the first paint already has the tokens.
  useInsertionEffect(() => installThemeStyle(document), []);
  return <PortalRoot {...props} />;
}
