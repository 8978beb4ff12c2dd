// Everything Fluent UI v9 needs to work inside an open shadow root
// (docs/architecture.md#custom-elements).
import { useInsertionEffect, useMemo, useState, type ReactNode } from 'react';
import {
  FluentProvider,
  IdPrefixProvider,
  PortalMountNodeProvider,
  RendererProvider,
} from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { ToasterOutlet } from '../runtime/toaster-outlet';
import { PORTALS_CLASS, ROOT_CLASS, adoptSharedSheet } from './shadow-styles';
import { keepInTopLayer } from './top-layer';

let instances = 0;

// No QueryClientProvider here: a widget that queries wraps itself with withQuery (runtime/
// query-provider), so the TanStack code ships only with the first widget that queries.
export function FluentShadowRoot({
  shadowRoot,
  children,
}: {
  shadowRoot: ShadowRoot;
  children: ReactNode;
}) {
  const renderer = useMemo(() => createShadowDOMRenderer(shadowRoot), [shadowRoot]);
  // Unique per instance and per build: two separately built bundles on one page must not share
  // toaster or field ids (a toast would reach the other bundle's React and crash it).
  const [idPrefix] = useState(() => `${shadowRoot.host.localName}-${++instances}-`);
  const [portalNode, setPortalNode] = useState<HTMLDivElement | null>(null);
  useInsertionEffect(() => adoptSharedSheet(shadowRoot), [shadowRoot]);
  useInsertionEffect(() => (portalNode ? keepInTopLayer(portalNode) : undefined), [portalNode]);

  return (
    <RendererProvider renderer={renderer} targetDocument={shadowRoot.ownerDocument}>
      <IdPrefixProvider value={idPrefix}>
        {/* `part`: an embedding page styles the widget's box as sp-x::part(root). */}
        <div className={ROOT_CLASS} part="root">
          {/* No theme prop: the tokens come from the shared sheet on .sp-root (see shadow-styles). */}
          <FluentProvider>
            {portalNode && (
              <PortalMountNodeProvider value={portalNode}>
                {children}
                <ToasterOutlet />
              </PortalMountNodeProvider>
            )}
          </FluentProvider>
          <div className={PORTALS_CLASS} ref={setPortalNode} />
        </div>
      </IdPrefixProvider>
    </RendererProvider>
  );
}
