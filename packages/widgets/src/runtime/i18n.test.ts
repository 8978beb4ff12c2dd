import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/contract';
import { detectLanguage, getLanguage, setLanguage } from './i18n';

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
