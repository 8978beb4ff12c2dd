// The host's entry: configure the shared runtime, then render the router inside the portal providers.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PortalRoot, UNAUTHORIZED_EVENT, configurePortal } from '@portal/widgets';
import './i18n/host-translations';
// The theme tokens go into the page's stylesheet, before the pages' own CSS that uses them.
import 'virtual:portal-theme.css';
import './styles/first-visit.css';
import { createAppRoutes } from './routes/app-routes';

const router = createBrowserRouter(createAppRoutes());

configurePortal({ apiBase: '/api', navigate: (url) => void router.navigate(url) });

// The runtime has already cleared the session and set rs=401; `/` sends the user on to /login.
window.addEventListener(UNAUTHORIZED_EVENT, () => void router.navigate('/', { replace: true }));

// The first render as a transition: React then yields to the browser every few milliseconds
// instead of holding the main thread for the whole tree, which on a slow phone was one long task
// of most of a second (Lighthouse's total blocking time; issue 20).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <PortalRoot className="sp-host-root">
        <RouterProvider router={router} />
      </PortalRoot>
    </StrictMode>,
  );
});
