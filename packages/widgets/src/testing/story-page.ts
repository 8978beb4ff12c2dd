// The page a widget story runs on, so every story starts alike: an empty query cache and session
// storage (a story opens on its own tab and page, not where the last one left it), the host's
// router replaced by a spy, a signed-in user and the mocked API. Storybook calls the returned
// function after the story, which gives the router back.
import { configurePortal, getConfig } from '../runtime/config';
import { queryClient } from '../runtime/query-client';
import { session } from '../runtime/session';
import { mockApi, type MockApi } from './mock-api';
import { signInWithPermissions } from './resource-fixtures';

export interface StoryPage {
  /** The router spy; cleared before the story. */
  navigate: ((url: string) => void) & { mockClear(): unknown };
  /** Who is signed in: a user id with no permissions, or a fixture user with these permissions. */
  user: { uid: string } | { permissions: string[] } | 'none';
  handlers: (api: MockApi) => void;
  /** Milliseconds every answer waits (a long one shows the loading state). */
  delay?: number;
}

export function storyPage({ navigate, user, handlers, delay = 0 }: StoryPage): () => void {
  if (user !== 'none') {
    queryClient.clear();
    sessionStorage.clear();
    if ('uid' in user)
      session.set({ token: 'access-token-fixture', uid: user.uid, roles: [], menus: null });
    else signInWithPermissions(user.permissions);
  }
  navigate.mockClear();
  const previous = getConfig().navigate;
  configurePortal({ navigate });
  mockApi(handlers, { delayResponse: delay });
  return () => configurePortal({ navigate: previous });
}
