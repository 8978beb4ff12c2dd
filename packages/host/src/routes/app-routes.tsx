// Turns the route table into React Router routes. Public pages needed on a first visit are bundled
// with the entry; the layout, the protected pages, /test and /auth-redirect are lazy chunks.
import type { RouteObject } from 'react-router';
import { GuardError, GuardSpinner } from '../guard/guard-views';
import { alwaysRevalidate, requireSession, rootRedirect } from '../guard/require-session';
import { LoginPage } from '../pages/login-page';
import { PublicFrame } from '../pages/public-frame';
import type { RouteHandle } from './route-handle';
import { DEV_ROUTES, ROUTE_TABLE, type RouteEntry } from './route-table';
import { RootFrame } from './root-frame';

const notFoundPage = () =>
  import('../pages/status-page').then((m) => ({ Component: m.NotFoundPage }));
const unauthorizedPage = () =>
  import('../pages/status-page').then((m) => ({ Component: m.UnauthorizedPage }));

const publicWidgetPage = () =>
  import('../pages/public-widget-page').then((m) => ({ Component: m.PublicWidgetPage }));

const publicNotAvailablePage = () =>
  import('../pages/public-not-available-page').then((m) => ({
    Component: m.PublicNotAvailablePage,
  }));

function publicRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry };
  const base = { path: entry.path, handle };
  switch (entry.page) {
    case 'login':
      return { ...base, Component: LoginPage };
    // 404 and 401 are rare: lazy, so their Fluent pieces stay out of the first visit.
    case 'not-found':
      return { ...base, lazy: notFoundPage };
    case 'unauthorized':
      return { ...base, lazy: unauthorizedPage };
    case 'test':
      return { ...base, lazy: () => import('../pages/test-page') };
    case 'auth-redirect':
      return { ...base, lazy: () => import('../pages/auth-redirect-page') };
    default:
      return { ...base, lazy: entry.widgets?.length ? publicWidgetPage : publicNotAvailablePage };
  }
}

function protectedRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry };
  return { path: entry.path, handle, lazy: () => import('../pages/protected-page') };
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootFrame,
      HydrateFallback: GuardSpinner,
      children: [
        // The loader redirects before anything renders; the empty component only silences the router.
        { path: '/', loader: rootRedirect, Component: () => null },
        {
          Component: PublicFrame,
          children: [
            ...[...ROUTE_TABLE, ...DEV_ROUTES]
              .filter((e) => e.access === 'public')
              .map(publicRoute),
          ],
        },
        {
          id: 'protected',
          loader: requireSession,
          shouldRevalidate: alwaysRevalidate,
          HydrateFallback: GuardSpinner,
          ErrorBoundary: GuardError,
          lazy: () => import('../layout/app-layout'),
          children: [
            ...ROUTE_TABLE.filter((e) => e.access === 'protected').map(protectedRoute),
            // An unknown path: signed in, the 404 inside the layout; signed out, the guard sends
            // the visitor to the public /404.
            { path: '*', lazy: notFoundPage },
          ],
        },
      ],
    },
  ];
}
