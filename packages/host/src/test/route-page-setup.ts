// What every route page test sets up and tears down: English, a clean session storage, a signed-in
// supplier (a test signs in someone else itself), the widgets' mock API answering with the given
// handlers, and afterwards the host's own navigate back. `renderRoute` renders the app at a path
// with the widgets' links driving the test's memory router, as the host's navigate does in the
// browser.
import { afterEach, beforeEach } from 'vitest';
import { configurePortal, getConfig, session, setLanguage } from '@portal/widgets';
import { mockApi, resetMockApi, type MockApi } from '@portal/widgets/testing';
import { supplierSession } from './fixture-menus';
import { renderApp } from './render-app';

/** Registers the hooks; the returned function gives the current test's mock API. */
export function setUpRoutePages(handlers: (api: MockApi) => void): () => MockApi {
  const hostNavigate = getConfig().navigate;
  let api: MockApi | undefined;
  beforeEach(() => {
    setLanguage('en');
    sessionStorage.clear();
    session.set(supplierSession);
    api = mockApi(handlers);
  });
  afterEach(() => {
    configurePortal({ navigate: hostNavigate });
    resetMockApi();
    session.clear();
  });
  return () => {
    if (!api) throw new Error('setUpRoutePages: the mock API exists only inside a test');
    return api;
  };
}

export function renderRoute(path: string) {
  const view = renderApp(path);
  configurePortal({ navigate: (url) => void view.router.navigate(url) });
  return view;
}
