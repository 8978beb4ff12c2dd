// The translations of every widget on the page, in one store of our own: never the page's i18next,
// and the saved choice uses our own storage key, so an embedding page keeps its own language state.
// It does what the widgets use of i18next (namespaces, `ns:key`, nested and dotted keys, `{{x}}`,
// plurals by Intl.PluralRules with `_one`/`_other`, English as the fallback, `defaultValue`) in
// about 1 KB gzip, where i18next and react-i18next cost 17 KB of every first visit (decision
// 2026-11-25-own-i18n-store).
import { useMemo, useSyncExternalStore } from 'react';
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  coreMessages,
  toLanguage,
  type Language,
  type MessageKey,
  type Messages,
} from '@portal/contract';
import enCommon from '../locales/en/common.json';
import zhCommon from '../locales/zh/common.json';

export type Translations = Record<Language, Record<string, unknown>>;

export interface TOptions {
  /** The namespace, or namespaces tried in order; the caller's own by default. */
  ns?: string | readonly string[];
  /** Another language than the page's. */
  lng?: string;
  /** Picks `key_one` / `key_other` (by the language's plural rules) and fills `{{count}}`. */
  count?: number;
  /** Shown, with its placeholders filled, when no language has the key. */
  defaultValue?: string;
  /** Values for `{{name}}` placeholders. */
  [value: string]: unknown;
}

/** The text of `key` (or of the first of several keys that exists); the key itself when none does. */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

type Tree = Record<string, unknown>;

const FALLBACK: Language = 'en';
const store: Record<Language, Record<string, Tree>> = { en: {}, zh: {} };
let language: Language = FALLBACK;
const languageListeners = new Set<(lang: Language) => void>();

function readSaved(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return saved && (LANGUAGES as readonly string[]).includes(saved) ? (saved as Language) : null;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed iframe); fall back to the browser language.
    return null;
  }
}

/** docs/product-rules.md#languages: saved setting > browser language (zh-* → zh) > English. */
export function detectLanguage(): Language {
  const saved = readSaved();
  if (saved) return saved;
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  return toLanguage(browser);
}

/** A value at a key path: `a.b.c` through nested objects, or a flat key that itself holds dots. */
function find(tree: Tree | undefined, key: string): unknown {
  if (!tree) return undefined;
  if (key in tree) return tree[key];
  const parts = key.split('.');
  for (let i = 1; i < parts.length; i++) {
    const head = tree[parts.slice(0, i).join('.')];
    if (head && typeof head === 'object') {
      const found = find(head as Tree, parts.slice(i).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    if (v && typeof v === 'object' && current && typeof current === 'object') {
      merge(current as Tree, v as Tree, overwrite);
    } else if (overwrite || current === undefined) {
      target[k] = v && typeof v === 'object' ? structuredClone(v) : v;
    }
  }
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = find(values as Tree, name);
    // A missing value leaves the placeholder, as i18next does: visible, rather than a silent gap.
    return value === undefined || value === null ? whole : String(value);
  });
}

/** `ns:key` names its namespace when `ns` is one this page has; otherwise the colon is text. */
function splitNamespace(key: string, lang: Language): [string | undefined, string] {
  const colon = key.indexOf(':');
  if (colon > 0) {
    const ns = key.slice(0, colon);
    if (ns in store[lang] || ns in store[FALLBACK]) return [ns, key.slice(colon + 1)];
  }
  return [undefined, key];
}

function lookup(lang: Language, key: string, options: TOptions, fallbackNs: readonly string[]) {
  const [prefix, bare] = splitNamespace(key, lang);
  const nss = prefix ? [prefix] : options.ns ? [options.ns].flat() : fallbackNs;
  const candidates =
    typeof options.count === 'number' ? [`${bare}_${pluralOf(lang, options.count)}`, bare] : [bare];
  for (const ns of nss) {
    for (const candidate of candidates) {
      const value = find(store[lang][ns], candidate);
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

function translate(
  keys: string | readonly string[],
  options: TOptions = {},
  fixedLang?: Language,
  fixedNs: readonly string[] = ['common'],
): string {
  const list = [keys].flat();
  const first = options.lng ? toLanguage(options.lng) : (fixedLang ?? language);
  for (const lang of first === FALLBACK ? [first] : [first, FALLBACK]) {
    for (const key of list) {
      const text = lookup(lang, key, options, fixedNs);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
  return splitNamespace(list.at(-1) ?? '', first)[1];
}

/** The store, in the shape of the i18next instance the widgets used before (the calls they make). */
export const i18n = {
  get language(): Language {
    return language;
  },
  t: ((key, options) => translate(key, options)) as TFunction,
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    const lang = lng ? toLanguage(lng) : undefined;
    return (key, options) => translate(key, options, lang, ns ? [ns].flat() : undefined);
  },
  exists(key: string, options: TOptions = {}): boolean {
    return translate(key, { ...options, defaultValue: '\u0000' }) !== '\u0000';
  },
  hasResourceBundle(lng: Language, ns: string): boolean {
    return ns in store[lng];
  },
  /** Adds texts to a namespace; `overwrite` replaces texts it already has. */
  addResourceBundle(lng: Language, ns: string, texts: Tree, _deep = true, overwrite = false): void {
    // Read by every later `t` call; nothing re-renders for it (texts come with their widget).
    merge((store[lng][ns] ??= {}), texts, overwrite);
  },
  changeLanguage(lng: string): void {
    const next = toLanguage(lng);
    if (next === language) return;
    language = next;
    for (const fn of languageListeners) fn(next);
  },
};

for (const lang of LANGUAGES) {
  i18n.addResourceBundle(lang, 'common', lang === 'zh' ? zhCommon : enCommon);
  i18n.addResourceBundle(lang, 'contract', coreMessages[lang]);
}
language = detectLanguage();

export function getLanguage(): Language {
  return language;
}

/** The user's choice: saved for the next visit and applied to every widget on the page. */
export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not persisted, still applied.
  }
  i18n.changeLanguage(lang);
}

/** A language forced by the page (config or `lang` attribute): applied, not saved. */
export function applyConfigLanguage(lang: string): void {
  i18n.changeLanguage(lang);
}

/** Lets the host and each widget bring their own namespace. */
export function addTranslations(ns: string, translations: Translations): void {
  for (const lang of LANGUAGES) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, translations[lang]);
  }
}

/**
 * A business domain's contract messages (inquiry.en.ts…), added to the `contract` namespace by the
 * widgets of that domain when they load: the platform's own messages come with the runtime, so a
 * page outside the domain never downloads the domain's.
 */
export function addContractMessages(domain: Messages<string>): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'contract', domain[lang], true, false);
}

/** Whether a text is a contract message key (a zod issue, a spreadsheet column) this page knows. */
export function isContractMessage(text: string): text is MessageKey {
  return typeof find(store.en.contract, text) === 'string';
}

export function onLanguageChange(fn: (lang: Language) => void): () => void {
  languageListeners.add(fn);
  return () => languageListeners.delete(fn);
}

const subscribe = (fn: () => void) => onLanguageChange(fn);

/**
 * The texts of a namespace (or of the first of several: the others are asked for by `ns`) in the
 * page's language. Re-renders when the language changes.
 */
export function useT(ns: string | string[] = 'common'): { t: TFunction; lang: Language } {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const first = [ns].flat()[0] ?? 'common';
  // A new function per language, so components that memoise on `t` see the change.
  const t = useMemo<TFunction>(
    () => (key, options) => translate(key, options, lang, [first]),
    [first, lang],
  );
  return { t, lang };
}
