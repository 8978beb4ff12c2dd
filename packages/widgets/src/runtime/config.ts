// Page-wide settings shared by every widget of one build. The host, the embedding page
// (window.PortalWidgets.configure) and element attributes (api-base, lang, token) all land here.
import type { Language } from '@portal/contract';
import { applyConfigLanguage } from './i18n';
import { session } from './session';

export interface PortalConfig {
  /** Base URL of the API; relative URLs resolve against the page. */
  apiBase: string;
  /** Forces a language without saving it as the user's choice. */
  lang?: Language;
  /** An access token the page already holds (e.g. intranet single sign-on). */
  token?: string;
  clientId: string;
  clientSecret: string;
  /** Where signOut-type flows send the user. */
  loginPath: string;
  navigate: (url: string) => void;
}

const config: PortalConfig = {
  apiBase: '/api',
  clientId: 'portal-web',
  clientSecret: 'portal-web-secret',
  loginPath: '/login',
  navigate: (url) => window.location.assign(url),
};

type Listener = (c: Readonly<PortalConfig>) => void;
const listeners = new Set<Listener>();

export function configurePortal(partial: Partial<PortalConfig>): Readonly<PortalConfig> {
  const defined = Object.fromEntries(
    Object.entries(partial).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<PortalConfig>;
  Object.assign(config, defined);
  if (defined.lang) applyConfigLanguage(defined.lang);
  if (defined.token && session.get()?.token !== defined.token) {
    session.set({ token: defined.token, roles: [], menus: null });
  }
  for (const fn of listeners) fn(config);
  return config;
}

export function getConfig(): Readonly<PortalConfig> {
  return config;
}

export function onConfigChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
