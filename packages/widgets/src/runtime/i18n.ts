// One i18next instance for every widget of the page. It is never the page's global i18next, and the
// saved choice uses our own storage key, so an embedding page keeps its own language state.
import { createInstance, type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

function readSaved(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return saved && (LANGUAGES as readonly string[]).includes(saved) ? (saved as Language) : null;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed iframe); fall back to the browser language.
    return null;
  }
}

/** SPEC.md section 1: saved setting > browser language (zh-* → zh) > English. */
export function detectLanguage(): Language {
  const saved = readSaved();
  if (saved) return saved;
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  return toLanguage(browser);
}

export const i18n = createInstance();
void i18n.init({
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'contract'],
  defaultNS: 'common',
  resources: {
    en: { common: enCommon, contract: coreMessages.en },
    zh: { common: zhCommon, contract: coreMessages.zh },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function getLanguage(): Language {
  return toLanguage(i18n.language);
}

/** The user's choice: saved for the next visit and applied to every widget on the page. */
export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not persisted, still applied.
  }
  if (getLanguage() !== lang) void i18n.changeLanguage(lang);
}

/** A language forced by the page (config or `lang` attribute): applied, not saved. */
export function applyConfigLanguage(lang: string): void {
  const next = toLanguage(lang);
  if (getLanguage() !== next) void i18n.changeLanguage(next);
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
  return i18n.exists(text, { ns: 'contract', lng: 'en' });
}

export function onLanguageChange(fn: (lang: Language) => void): () => void {
  const handler = (lng: string) => fn(toLanguage(lng));
  i18n.on('languageChanged', handler);
  return () => i18n.off('languageChanged', handler);
}

export function useT(ns: string | string[] = 'common'): { t: TFunction; lang: Language } {
  const { t, i18n: instance } = useTranslation(ns, { i18n });
  return { t, lang: toLanguage(instance.language) };
}
