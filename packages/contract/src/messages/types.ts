import type { Language } from '../constants.ts';

/** One domain's messages in every language. */
export type Messages<K extends string> = Record<Language, Record<K, string>>;
