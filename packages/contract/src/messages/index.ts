import type { Language } from '../constants.ts';
import { en, type MessageKey } from './en.ts';
import { zh } from './zh.ts';

export type { MessageKey };
export const messages: Record<Language, Record<MessageKey, string>> = { en, zh };

/** Whether a string is one of the message keys (zod issue messages of the contract's schemas are). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses in the browser. */
export function formatMessage(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** `zh`, `zh-CN`, `zh-Hans-CN` → zh; everything else → en (SPEC.md section 1). */
export function toLanguage(tag: string | null | undefined): Language {
  return tag && /^zh\b/i.test(tag.trim()) ? 'zh' : 'en';
}

/** Picks the first supported language of an Accept-Language header; English when none fits. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
