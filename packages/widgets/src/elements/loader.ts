// portal-widgets.js: defines every tag at once for a few KB. A tag's React code, and the shared
// React/Fluent/runtime chunk, are imported the first time such an element connects (like
// Shoelace's autoloader). Props set before the chunk arrives are kept and applied on mount.
import r2wc from '@r2wc/core';
import { componentOf, r2wcOptions, type ElementMeta } from './element-meta';
import { elementMetas } from './element-registry';
import type { MountedWidget } from './mount-widget';
import type { PortalConfig } from '../runtime/config';

type Props = Record<string, unknown>;
type Runtime = typeof import('./mount-widget');

interface PortalWidgetsApi {
  configure: (config: Partial<PortalConfig>) => void;
  setLanguage: (lang: 'en' | 'zh') => void;
  tags: string[];
  /** Settings a page may put on window.PortalWidgets before this script runs. */
  config?: Partial<PortalConfig>;
}

declare global {
  interface Window {
    PortalWidgets?: PortalWidgetsApi;
  }
}

const pending: Partial<PortalConfig> = { ...window.PortalWidgets?.config };
let runtime: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./mount-widget').then((m) => {
    m.configurePortal(pending);
    return m;
  });
  return runtime;
}

interface LazyContext {
  props: Props;
  mounted?: MountedWidget;
  gone?: boolean;
}

function lazyRenderer(meta: ElementMeta) {
  return {
    mount(container: HTMLElement, _c: unknown, props: Props): LazyContext {
      const ctx: LazyContext = { props };
      void Promise.all([loadRuntime(), meta.load()]).then(([m, module]) => {
        if (!ctx.gone)
          ctx.mounted = m.mountWidget(
            container as unknown as ShadowRoot,
            componentOf(meta, module),
            meta,
            ctx.props,
          );
      });
      return ctx;
    },
    update(ctx: LazyContext, props: Props) {
      ctx.props = props;
      ctx.mounted?.update(props);
    },
    unmount(ctx: LazyContext) {
      ctx.gone = true;
      ctx.mounted?.unmount();
    },
  };
}

const placeholder = () => null;
for (const meta of elementMetas) {
  if (!customElements.get(meta.tag)) {
    customElements.define(meta.tag, r2wc(placeholder, r2wcOptions(meta), lazyRenderer(meta)));
  }
}

window.PortalWidgets = {
  configure(config) {
    Object.assign(pending, config);
    if (runtime) void runtime.then((m) => m.configurePortal(config));
  },
  setLanguage(lang) {
    void loadRuntime().then((m) => m.setLanguage(lang));
  },
  tags: elementMetas.map((m) => m.tag),
};
