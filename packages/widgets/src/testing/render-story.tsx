// One way for a widget test to render a story: run its setup (`load`: loaders and beforeEach, so its
// sign-in and mock api are in place), optionally answer the calls again with the same fixtures
// while keeping the fixture's handle to assert on, render it, and hand back a user-event session.
// Not in the testing barrel: stories import that one in the browser, tests import this file.
import type { ComponentType } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { mockApi, type MockApi, type MockApiOptions } from './mock-api';

/** What composeStories gives: a component that also knows its setup and parameters. */
export type ComposedStory<P> = ComponentType<P> & {
  load: () => Promise<void>;
  parameters?: object;
};

export interface RenderStoryOptions<P, M> {
  /** Props on top of the story's args (callbacks to watch, a different id). */
  props?: Partial<P>;
  /** Runs after the story's own setup, before rendering (another sign-in, a clean cache). */
  setup?: () => void;
  /**
   * Answers the calls again, watched: gets the new mock api and the story's parameters (its
   * fixture options) and returns what the fixture hands back (its record of changes).
   */
  mock?: (api: MockApi, parameters: Readonly<Record<string, unknown>>) => M;
  mockOptions?: MockApiOptions;
  /** user-event's options, e.g. `{ applyAccept: false }` to upload a file the input refuses. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderedStory<M> extends RenderResult {
  /** The mock api `mock` installed (undefined without `mock`: the story's own answers). */
  api: MockApi;
  /** What `mock` returned. */
  mock: M;
  user: ReturnType<typeof userEvent.setup>;
}

export async function renderStory<P, M = undefined>(
  Story: ComposedStory<P>,
  options: RenderStoryOptions<P, M> = {},
): Promise<RenderedStory<M>> {
  await Story.load();
  options.setup?.();
  let api: MockApi | undefined;
  let mock: M | undefined;
  const answer = options.mock;
  if (answer) {
    const parameters = (Story.parameters ?? {}) as Readonly<Record<string, unknown>>;
    api = mockApi((a) => {
      mock = answer(a, parameters);
    }, options.mockOptions);
  }
  const view = render(<Story {...(options.props as P & object)} />);
  return {
    ...view,
    // Without `mock` the test does not ask for them; typed as present so those that do read simply.
    api: api as MockApi,
    mock: mock as M,
    user: userEvent.setup(options.user),
  };
}
