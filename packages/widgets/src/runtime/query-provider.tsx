// Opt-in TanStack Query context for the widgets (and host pages) that query. Neither PortalProvider
// nor the shadow root provides it, so a page without such a widget never downloads TanStack; every
// QueryProvider shares the one page-wide queryClient, so the cache is still one per page.
import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Wraps a widget component so its hooks find the page's query client (use in its module). */
export function withQuery<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQuery(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQuery.displayName = `withQuery(${Component.displayName ?? Component.name ?? 'Widget'})`;
  return WithQuery;
}
