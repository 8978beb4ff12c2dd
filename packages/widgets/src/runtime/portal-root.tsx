// Light-DOM root for the host app: the same providers a shadow root gets, minus the shadow parts.
// FluentProvider gets no theme object: webLightTheme as JS cost 15 KB gzip in every bundle. The
// tokens are the build-time CSS of src/theme, scoped to THEME_CLASS on the provider's root. Fluent
// copies that root's className onto its portal mount nodes (applyStylesToPortals), so menus, dialogs
// and toasts get the tokens too. Without a theme, FluentProvider writes only an empty rule
// (`.fui-FluentProvider-rN {}`) into its style tag. No QueryClientProvider either: TanStack Query
// ships with the first widget that needs it (see ./query-provider.tsx).
//
// The tokens themselves: PortalProvider (portal-provider.tsx) puts them on the page from script;
// a page with a build of its own imports `virtual:portal-theme.css` into its stylesheet instead (the
// host's main.tsx) and renders PortalRoot, which carries no theme text.
import type { ReactNode } from 'react';
import { FluentProvider, mergeClasses } from '@fluentui/react-components';
import { THEME_CLASS } from '../theme/theme-selector';
import { ToasterOutlet } from './toaster-outlet';

export interface PortalProviderProps {
  children?: ReactNode;
  className?: string;
}

export function PortalRoot({ children, className }: PortalProviderProps) {
  return (
    <FluentProvider className={mergeClasses(THEME_CLASS, className)}>
      {children}
      <ToasterOutlet />
    </FluentProvider>
  );
}
