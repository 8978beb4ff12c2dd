// Page-wide settings shared by every widget of one build. The host, the embedding page
// (window.PortalWidgets.configure) and element attributes (api-base, lang, token) all land here.
import type { Language } from '@portal/contract';
import { applyConfigLanguage } from './i18n';
import { session } from './session';

// zod compiles object schemas with `new Function` when it may; its first try under the host's
// Content-Security-Policy (no 'unsafe-eval', docs/decisions/2026-11-26-host-page-csp.md) is
// refused and logged as a violation in the console. Its interpreter is all our forms need, so
// tell zod before it loads (it reads this global when its chunk is evaluated).
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod keeps, if a zod of the page was there first.
Object.assign((zodConfig.__zod_globalConfig ??= {}), { jitless: true });

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
