// Light-DOM root for the host app: the same providers a shadow root gets, minus the shadow parts.
// FluentProvider gets no theme object: webLightTheme as JS cost 15 KB gzip in every bundle. The
// tokens are the build-time CSS of src/theme, put on the page once and scoped to THEME_CLASS on the
// provider's root. Fluent copies that root's className onto its portal mount nodes
// (applyStylesToPortals), so menus, dialogs and toasts get the tokens too. Without a theme,
// FluentProvider writes only an empty rule (`.fui-FluentProvider-rN {}`) into its style tag.
// No QueryClientProvider either: TanStack Query ships with the first widget that needs it
// (see ./query.tsx).
import { useInsertionEffect, type ReactNode } from 'react';
import { FluentProvider, mergeClasses } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { THEME_CLASS, themeCss } from '../theme/theme-css';
import { i18n } from './i18n';
import { ToasterOutlet } from './toaster-outlet';

export interface PortalProviderProps {
  children?: ReactNode;
  className?: string;
}

const STYLE_ID = 'sp-theme-tokens';

/** One <style> per document, whatever the number of providers; the rule is inert without the class. */
function installThemeStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = themeCss;
  doc.head.prepend(style);
}

export function PortalProvider({ children, className }: PortalProviderProps) {
  // Before layout, so the first paint already has the tokens.
  useInsertionEffect(() => installThemeStyle(document), []);
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider className={mergeClasses(THEME_CLASS, className)}>
        {children}
        <ToasterOutlet />
      </FluentProvider>
    </I18nextProvider>
  );
}
