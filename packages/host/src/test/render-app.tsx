// Renders the real route table in a memory router, inside the portal providers.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalProvider } from '@portal/widgets';
import { createAppRoutes } from '../routes/app-routes';

export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <PortalProvider>
      <RouterProvider router={router} />
    </PortalProvider>,
  );
  return { router, ...view };
}
