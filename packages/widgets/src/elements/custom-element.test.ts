// The autoloader defines a tag when its first element appears; the element renders into its open
// shadow root, keeps what the page set before the upgrade, and raises composed, bubbling sp-*
// events that reach document listeners. Here tags load from source (element-registry.ts), as the
// build's tag chunks do from dist/tags.
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAutoloader } from './autoloader';
import { parseAttribute } from './define-element';
import { setLanguage } from '../runtime/i18n';
import { componentOf } from './element-meta';
import { defineFromSource, loadElementMeta, sourceTags } from './element-registry';

const loaded: string[] = [];
window.PortalWidgets = { config: { apiBase: '/from-page-config' } };
startAutoloader(sourceTags.map((tag) => tag.slice('sp-'.length)).join(' '), (tag) => {
  loaded.push(tag);
  return defineFromSource(tag);
});

/** The widget's root inside the shadow root, once its chunk has loaded and rendered. */
async function shadowRootOf(el: Element) {
  let root: HTMLElement | null = null;
  await waitFor(
    () => {
      root = el.shadowRoot?.querySelector<HTMLElement>('.sp-root') ?? null;
      expect(root).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  return within(root as unknown as HTMLElement);
}

afterEach(() => {
  document.body.innerHTML = '';
  // The language switch's test changes the page's language; every test starts in English.
  setLanguage('en');
});

describe('the autoloader', () => {
  it('knows every tag, defines none up front, and offers PortalWidgets at once', () => {
    expect(window.PortalWidgets?.tags).toEqual(sourceTags);
    expect(window.PortalWidgets?.tags).toContain('sp-login');
    expect(customElements.get('sp-login')).toBeUndefined();
    expect(typeof window.PortalWidgets?.configure).toBe('function');
    expect(typeof window.PortalWidgets?.setLanguage).toBe('function');
  });

  it('keeps a property the page set before the tag was defined', async () => {
    expect(customElements.get('sp-login')).toBeUndefined();
    const login = document.createElement('sp-login') as HTMLElement & { account?: string };
    login.account = 'set.before';
    document.body.append(login);
    const shadow = await shadowRootOf(login);
    expect(await shadow.findByRole('textbox', { name: /Account/ })).toHaveValue('set.before');
    expect(login.account).toBe('set.before');
    expect(Object.hasOwn(login, 'account')).toBe(false);
  });

  it('loads a tag once, when its first element appears, with the attributes set before', async () => {
    document.body.innerHTML =
      '<sp-login register-href="/join"></sp-login><sp-login register-href="/join"></sp-login>';
    const [first, second] = document.querySelectorAll('sp-login');
    const shadow = await shadowRootOf(first!);
    expect(await shadow.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(shadow.getByRole('link', { name: 'Register as a supplier' })).toHaveAttribute(
      'href',
      '/join',
    );
    await shadowRootOf(second!);
    expect(loaded.filter((tag) => tag === 'sp-login')).toEqual(['sp-login']);
    expect(first!.shadowRoot?.mode).toBe('open');
    // Nothing of the widget leaks into the light DOM.
    expect(document.body.querySelector('.fui-Button')).toBeNull();
  });

  it('applies the settings the page gave before the runtime arrived', async () => {
    const { getConfig } = await import('../runtime/config');
    expect(getConfig().apiBase).toBe('/from-page-config');
    window.PortalWidgets?.configure?.({ apiBase: '/api' });
    expect(getConfig().apiBase).toBe('/api');
  });

  it('also finds portal tags inside a shadow root it is given', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    window.PortalWidgets?.discover?.(root);
    root.innerHTML = '<sp-language-switch></sp-language-switch>';
    await shadowRootOf(root.querySelector('sp-language-switch')!);
  });

  it('tries a tag again when its chunk failed to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const api = window.PortalWidgets!;
    const saved = { ...api };
    startAutoloader('no-such-tag', () => {
      attempts++;
      return Promise.reject(new Error('offline'));
    });
    document.body.append(document.createElement('sp-no-such-tag'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    document.body.append(document.createElement('sp-no-such-tag'));
    await waitFor(() => expect(attempts).toBe(2));
    Object.assign(api, saved);
  });
});

describe('the element', () => {
  it('reads attributes as their types: a bare boolean is true, a removed one undefined', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'readonly')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBeUndefined();
    expect(parseAttribute('number', '20')).toBe(20);
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('string', '')).toBe('');
  });

  it('dispatches a composed, bubbling sp-language-changed that reaches document', async () => {
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('sp-language-changed', listener);
    const el = document.createElement('sp-language-switch');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    const shadow = await shadowRootOf(el);
    const user = userEvent.setup();
    await user.click(
      await shadow.findByRole('button', { name: 'Language: English. Switch to 中文' }),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.detail).toEqual({ lang: 'zh' });
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.bubbles).toBe(true);
    document.removeEventListener('sp-language-changed', listener);
  });

  it('keeps its state when the page moves it', async () => {
    const login = document.createElement('sp-login');
    const other = document.createElement('section');
    document.body.append(login, other);
    const shadow = await shadowRootOf(login);
    const user = userEvent.setup();
    await user.type(await shadow.findByRole('textbox', { name: /Account/ }), 'typed');
    other.append(login);
    await Promise.resolve();
    expect((await shadowRootOf(login)).getByRole('textbox', { name: /Account/ })).toHaveValue(
      'typed',
    );
  }, 20_000);
});

describe('element metadata', () => {
  // A tag's chunk takes its component by the export named for the tag; a renamed export would
  // leave its element empty on every page.
  it("loads every tag's component by the export named for the tag", async () => {
    expect(sourceTags.length).toBeGreaterThan(20);
    for (const tag of sourceTags) {
      const meta = await loadElementMeta(tag);
      expect(meta.tag).toBe(tag);
      expect(typeof componentOf(meta, await meta.load()), tag).toBe('function');
    }
  }, 120_000);
});
