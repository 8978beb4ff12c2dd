// The autoloader behind portal-widgets.js (Shoelace's pattern): it knows only the tag names. It
// watches the document, and the shadow roots it is given, for `sp-*` elements that are not defined
// yet and imports each tag's chunk once; that chunk defines the element (define-element.tsx). The
// browser then upgrades every such element, keeping its attributes, and the element takes over
// properties the page set before (see upgradeProperties). Everything else — React, Fluent, the
// runtime — arrives with the first tag chunk, never with this file: it is on every page.
import type { PortalConfig } from '../runtime/config';

export interface PortalWidgetsApi {
  /** Every tag this build serves. */
  tags: string[];
  configure: (config: Partial<PortalConfig>) => void;
  setLanguage: (lang: 'en' | 'zh') => void;
  /** Also watch this root (a shadow root of the page's own components) for portal tags. */
  discover: (root: Document | ShadowRoot | Element) => void;
  /** Settings a page may put on window.PortalWidgets before the loader runs, or before a widget. */
  config?: Partial<PortalConfig>;
  /** A language asked for before the runtime arrived; the runtime applies it. */
  language?: 'en' | 'zh';
}

declare global {
  interface Window {
    PortalWidgets?: Partial<PortalWidgetsApi>;
  }
}

/**
 * Installs window.PortalWidgets and starts watching the document. `names` are the tags without
 * their `sp-` prefix, separated by spaces (the loader's only per-tag bytes); `load` imports one
 * tag's chunk.
 */
export function startAutoloader(names: string, load: (tag: string) => Promise<unknown>): void {
  const api = (window.PortalWidgets ??= {});
  const config = (api.config ??= {});
  const tags = names.split(' ').map((name) => 'sp-' + name);
  const requested = new Set<string>();
  // Until the runtime arrives (it replaces both), settings wait in `config` and `language`.
  api.configure ??= (next) => Object.assign(config, next);
  api.setLanguage ??= (lang) => (api.language = lang);
  api.tags = tags;

  const want = (el: Element) => {
    const tag = el.localName;
    if (requested.has(tag) || !tags.includes(tag) || customElements.get(tag)) return;
    requested.add(tag);
    load(tag).catch((error: unknown) => {
      // A later element of this tag tries again (the network may be back).
      requested.delete(tag);
      console.error(`portal-widgets: ${tag} failed to load`, error);
    });
  };
  const scan = (root: ParentNode) => root.querySelectorAll(':not(:defined)').forEach(want);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          want(node);
          scan(node);
        }
      }
    }
  });
  api.discover = (root) => {
    scan(root);
    observer.observe(root, { childList: true, subtree: true });
  };
  api.discover(document);
}
