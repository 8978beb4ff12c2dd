// One TanStack Query cache per page, so two widgets showing the same list share one request.
// Kept out of PortalProvider and the shared chunk: only a widget that queries imports this (through
// ./query-provider), so TanStack (~12 KB gzip) ships with that widget. The PURE mark lets a bundle
// that imports the package's index without using the client drop it.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = /* @__PURE__ */ new QueryClient({
  defaultOptions: {
    // The http client already toasted the failure; retrying a 4xx only repeats the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
