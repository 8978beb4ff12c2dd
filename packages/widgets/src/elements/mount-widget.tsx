// Mounts one widget into its element's shadow root, inside FluentShadowRoot (for define-element.tsx,
// in the shared chunk with the runtime).
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getShadowDOMAPI } from 'tabster';
import { configurePortal } from '../runtime/config';
import type { ElementMeta } from './element-meta';
import { FluentShadowRoot } from './fluent-shadow-root';

/** Props that configure the page-wide runtime instead of the widget (api-base, lang, token). */
const CONFIG_PROPS = ['apiBase', 'lang', 'token'];

// define-element.tsx hands window.PortalWidgets over to the runtime through these.
export { configurePortal } from '../runtime/config';
export { setLanguage } from '../runtime/i18n';

type Props = Record<string, unknown>;
export type Widget = ComponentType<Props>;

declare global {
  interface Window {
    __tabsterShadowDOMAPI?: ReturnType<typeof getShadowDOMAPI>;
  }
}

/** Must run before the first Fluent render, or focus escapes dialogs inside shadow roots. */
export function enableTabsterShadowDOM(): void {
  window.__tabsterShadowDOMAPI ??= getShadowDOMAPI();
}

export interface MountedWidget {
  update: (props: Props) => void;
  unmount: () => void;
}

function eventProps(host: Element, meta: ElementMeta): Props {
  const out: Props = {};
  for (const ev of meta.events) {
    out[ev.prop] = (detail?: unknown) =>
      host.dispatchEvent(new CustomEvent(ev.name, { detail, bubbles: true, composed: true }));
  }
  return out;
}

/** The element's props: config attributes go to the runtime, the rest (plus events) to the widget. */
function split(props: Props): { config: Props; own: Props } {
  const config: Props = {};
  const own: Props = {};
  for (const [k, v] of Object.entries(props)) {
    if (k === 'container') continue;
    if (CONFIG_PROPS.includes(k)) config[k] = v;
    else own[k] = v;
  }
  return { config, own };
}

export function mountWidget(
  shadowRoot: ShadowRoot,
  Component: Widget,
  meta: ElementMeta,
  props: Props,
): MountedWidget {
  enableTabsterShadowDOM();
  const root: Root = createRoot(shadowRoot);
  const events = eventProps(shadowRoot.host, meta);
  const render = (next: Props) => {
    const { config, own } = split(next);
    if (Object.keys(config).length) configurePortal(config);
    root.render(
      <FluentShadowRoot shadowRoot={shadowRoot}>
        <Component {...own} {...events} />
      </FluentShadowRoot>,
    );
  };
  render(props);
  // Portal tags a widget renders inside its own shadow root load like those of the page.
  window.PortalWidgets?.discover?.(shadowRoot);
  return { update: render, unmount: () => root.unmount() };
}
