// Eager custom-element definition with @r2wc/core, for a page or app that bundles a widget itself
// (the loader, portal-widgets.js, defines every tag lazily instead). Same renderer either way.
import r2wc from '@r2wc/core';
import { r2wcOptions, type ElementMeta } from './element-meta';
import { mountWidget, type MountedWidget, type Widget } from './mount-widget';

type Props = Record<string, unknown>;

/** Eager definition: the component is already loaded. */
export function defineElement(meta: ElementMeta, Component: Widget): void {
  if (customElements.get(meta.tag)) return;
  const element = r2wc<Props, MountedWidget>(Component, r2wcOptions(meta), {
    mount: (container, C, props) => mountWidget(container as unknown as ShadowRoot, C, meta, props),
    update: (ctx, props) => ctx.update(props),
    unmount: (ctx) => ctx.unmount(),
  });
  customElements.define(meta.tag, element);
}
