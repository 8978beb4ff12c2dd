import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import {
  addContractMessages,
  addTranslations,
  detectLanguage,
  getLanguage,
  i18n,
  isContractMessage,
  setLanguage,
  useT,
} from './i18n';

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('en');
  localStorage.clear();
});

describe('initial language', () => {
  it('prefers the saved setting', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(detectLanguage()).toBe('zh');
  });

  it('then the browser language, zh-CN → zh', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(detectLanguage()).toBe('zh');
  });

  it('then English, also for unsupported languages', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it('never uses the page-wide i18nextLng key, and leaves <html lang> alone', () => {
    document.documentElement.lang = 'de';
    setLanguage('zh');
    expect(getLanguage()).toBe('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
  });
});

// The widgets' texts as i18next resolved them; each case is one the widgets and the host rely on.
describe('texts', () => {
  addTranslations('i18n-test', {
    en: {
      hello: 'Hello {{name}}, {{missing}}',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      nested: { deep: { key: 'Deep' } },
      onlyEn: 'English only',
      'flat.dotted': 'Flat',
      user: 'Account {{user.account}}',
    },
    zh: { hello: '你好 {{name}}', items_other: '{{count}} 项', nested: { deep: { key: '深' } } },
  });
  const t = i18n.getFixedT('en', 'i18n-test');
  const zh = i18n.getFixedT('zh', 'i18n-test');

  it('fills placeholders, nested values too, and leaves a missing one visible', () => {
    expect(t('hello', { name: 'Li' })).toBe('Hello Li, {{missing}}');
    expect(t('user', { user: { account: 'a1' } })).toBe('Account a1');
  });

  it('picks plurals by the language: one and other in English, other only in Chinese', () => {
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(zh('items', { count: 1 })).toBe('1 项');
  });

  it('finds nested and dotted keys, and falls back to English, then the default, then the key', () => {
    expect(zh('nested.deep.key')).toBe('深');
    expect(t('flat.dotted')).toBe('Flat');
    expect(zh('onlyEn')).toBe('English only');
    expect(zh('nope', { defaultValue: 'D {{n}}', n: 2 })).toBe('D 2');
    expect(zh('nope')).toBe('nope');
    expect(t(['nope', 'onlyEn'])).toBe('English only');
  });

  it('reads another namespace by option or by prefix, in order when given several', () => {
    expect(i18n.t('onlyEn', { ns: ['common', 'i18n-test'] })).toBe('English only');
    expect(i18n.t('i18n-test:onlyEn')).toBe('English only');
    expect(i18n.t('language.en', { ns: 'common' })).toBe('English');
    // A colon is text unless what precedes it is a namespace of the page.
    expect(i18n.exists('no-such-ns: text')).toBe(false);
    expect(i18n.t('no-such-ns: text')).toBe('no-such-ns: text');
  });

  it('knows which keys exist, in the fallback language too', () => {
    expect(i18n.exists('i18n-test:onlyEn', { lng: 'zh' })).toBe(true);
    expect(i18n.exists('i18n-test:absent')).toBe(false);
    addContractMessages({ en: { 'x.test': 'X' }, zh: { 'x.test': '叉' } });
    expect(isContractMessage('x.test')).toBe(true);
    expect(isContractMessage('x.other')).toBe(false);
  });

  it('re-renders a widget with a new t when the language changes', () => {
    const { result } = renderHook(() => useT('i18n-test'));
    const before = result.current.t;
    expect(result.current.t('hello', { name: 'A' })).toBe('Hello A, {{missing}}');
    act(() => setLanguage('zh'));
    expect(result.current.lang).toBe('zh');
    expect(result.current.t).not.toBe(before);
    expect(result.current.t('hello', { name: 'A' })).toBe('你好 A');
  });
});
