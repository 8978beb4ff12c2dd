// The loader defines every tag up front; an element renders into its open shadow root on connect
// and raises composed, bubbling sp-* events that reach document listeners.
import { waitFor, within } from '@testing-library/dom';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';

/** The widget's root inside the shadow root, once its chunk has loaded and rendered. */
async function shadowRootOf(el: Element) {
  expect(el.shadowRoot).not.toBeNull();
  let root: HTMLElement | null = null;
  await waitFor(
    () => {
      root = el.shadowRoot?.querySelector<HTMLElement>('.sp-root') ?? null;
      expect(root).not.toBeNull();
    },
    { timeout: 5000 },
  );
  return within(root as unknown as HTMLElement);
}
import './loader';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('custom elements', () => {
  it('defines every tag and exposes PortalWidgets.configure', () => {
    for (const tag of ['sp-login', 'sp-change-password', 'sp-language-switch']) {
      expect(customElements.get(tag)).toBeDefined();
    }
    expect(window.PortalWidgets?.tags).toContain('sp-login');
    expect(typeof window.PortalWidgets?.configure).toBe('function');
  });

  it('renders into an open shadow root, isolated from the page', async () => {
    const el = document.createElement('sp-login');
    el.setAttribute('register-href', '/join');
    document.body.append(el);
    const shadow = await shadowRootOf(el);
    expect(await shadow.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(shadow.getByRole('link', { name: 'Register as a supplier' })).toHaveAttribute(
      'href',
      '/join',
    );
    // Nothing of the widget leaks into the light DOM.
    expect(document.body.querySelector('.fui-Button')).toBeNull();
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
      await shadow.findByRole(
        'button',
        { name: 'Language: English. Switch to 中文' },
        { timeout: 5000 },
      ),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.detail).toEqual({ lang: 'zh' });
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.bubbles).toBe(true);
    document.removeEventListener('sp-language-changed', listener);
  });
});

describe('element metadata', () => {
  // The loader finds each component by the export named for its tag; a renamed export would leave
  // its element empty on every page.
  it("loads every tag's component by the export named for the tag", async () => {
    const { elementMetas } = await import('./element-registry');
    const { componentOf } = await import('./element-meta');
    expect(elementMetas.length).toBeGreaterThan(20);
    for (const meta of elementMetas) {
      expect(typeof componentOf(meta, await meta.load()), meta.tag).toBe('function');
    }
  }, 120_000);
});
