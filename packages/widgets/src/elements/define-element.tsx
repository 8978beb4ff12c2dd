// Defines one tag's custom element around its React component: each tag's chunk (dist/tags/<tag>.js)
// calls this when the autoloader imports it, and a page that bundles a widget itself may call it
// directly. The element takes its attributes and events from the tag's metadata (*.element.ts) and
// renders through mount-widget.tsx into an open shadow root.
import {
  COMMON_ATTRIBUTES,
  componentOf,
  toPropName,
  type AttributeType,
  type ElementMeta,
} from './element-meta';
import {
  configurePortal,
  mountWidget,
  setLanguage,
  type MountedWidget,
  type Widget,
} from './mount-widget';

type Props = Record<string, unknown>;

/** An attribute's value as its prop: absent is undefined, so the component's default applies. */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  if (type === 'number') return value.trim() === '' ? undefined : Number(value);
  // A bare boolean attribute (`readonly`, `readonly=""`) is true, as in HTML; "false" and "0" not.
  if (type === 'boolean') return !/^(false|0)$/i.test(value.trim());
  return value;
}

let apiConnected = false;

/**
 * The runtime takes over window.PortalWidgets from the loader's stand-ins: settings the page gave
 * before (window.PortalWidgets.config, configure(), setLanguage()) apply before the first widget
 * renders, and later calls go straight to the runtime.
 */
function connectLoaderApi(): void {
  const api = window.PortalWidgets;
  if (apiConnected || !api) return;
  apiConnected = true;
  configurePortal({ ...api.config });
  if (api.language) setLanguage(api.language);
  api.configure = (config) => {
    Object.assign((api.config ??= {}), config);
    configurePortal(config);
  };
  api.setLanguage = setLanguage;
}

const PROPS = Symbol('props');
const MOUNTED = Symbol('mounted');

interface ElementState {
  [PROPS]: Props;
  [MOUNTED]?: MountedWidget;
}

function setProp(el: ElementState, prop: string, value: unknown): void {
  el[PROPS][prop] = value;
  el[MOUNTED]?.update({ ...el[PROPS] });
}

/** Defines `meta.tag`; `component` is the widget's component or its module (see componentOf). */
export function defineElement(meta: ElementMeta, component: Widget | object): void {
  connectLoaderApi();
  if (customElements.get(meta.tag)) return;
  const Component =
    typeof component === 'function' ? (component as Widget) : componentOf(meta, component);
  const attributes = [...COMMON_ATTRIBUTES, ...meta.attributes];
  const byName = new Map(attributes.map((a) => [a.name, a]));

  class PortalElement extends HTMLElement {
    static observedAttributes = attributes.map((a) => a.name);
    [PROPS]: Props = {};
    [MOUNTED]?: MountedWidget;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      // A property the page set on the element before its tag was defined is an own property that
      // hides the accessor below: take it over, so it is not lost at the upgrade.
      for (const a of attributes) {
        const prop = toPropName(a.name);
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Props)[prop];
          delete (this as unknown as Props)[prop];
          this[PROPS][prop] = value;
        }
      }
      this[MOUNTED] ??= mountWidget(this.shadowRoot!, Component, meta, { ...this[PROPS] });
    }

    disconnectedCallback() {
      // Moved rather than removed (the page re-inserts it in the same task): keep its state.
      queueMicrotask(() => {
        if (this.isConnected || !this[MOUNTED]) return;
        this[MOUNTED].unmount();
        this[MOUNTED] = undefined;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const attribute = byName.get(name);
      if (attribute) setProp(this, toPropName(name), parseAttribute(attribute.type, value));
    }
  }

  for (const a of attributes) {
    const prop = toPropName(a.name);
    Object.defineProperty(PortalElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: PortalElement) {
        return this[PROPS][prop];
      },
      set(this: PortalElement, value: unknown) {
        setProp(this, prop, value);
      },
    });
  }
  customElements.define(meta.tag, PortalElement);
}
