// sp-repair-quote-editor over the mock transport: the fixtures answer the repair quote calls as the server
// would (version check, state machine, bid end), so every story can be clicked through.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { mockApi, repairQuoteHandlers, type RepairQuoteFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { RepairQuoteEditor } from './repair-quote-editor';

interface Parameters {
  fixture?: RepairQuoteFixtureOptions;
  delay?: number;
}

function forgetDrafts() {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('sp-repair-quote-draft:')) sessionStorage.removeItem(key);
}

const meta = {
  title: 'Widgets/sp-repair-quote-editor',
  component: RepairQuoteEditor,
  args: { inquiryId: 'rep-inq-1', onSaved: fn(), onSubmitted: fn(), onNoBid: fn() },
  parameters: { fixture: {}, layout: 'fullscreen' },
  beforeEach: ({ parameters }) => {
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    queryClient.clear();
    forgetDrafts();
    const p = parameters as Parameters;
    mockApi((api) => repairQuoteHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof RepairQuoteEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const click = async (root: HTMLElement, name: string | RegExp) =>
  userEvent.click(await within(root).findByRole('button', { name }));

/** A new repair quote: three units, nothing quoted yet. */
export const NewQuote: Story = {};

export const Loading: Story = { parameters: { delay: 60_000 } };

/** Every unit quoted; Submit goes through. */
export const Filled: Story = { parameters: { fixture: { filled: true, state: 'hold' } } };

/** Submit on an empty quote: every required field says what it needs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => click(canvasElement, 'Submit quote'),
};

/** Someone saved a newer version (409): Reload. */
export const Stale: Story = {
  parameters: { fixture: { filled: true, state: 'hold', save: 'stale' } },
  play: async ({ canvasElement }) => click(canvasElement, 'Save draft'),
};

/** The server refuses a field of the second unit (400 with data.fields). */
export const ServerFieldErrors: Story = {
  parameters: { fixture: { filled: true, state: 'hold', save: 'fieldErrors' } },
  play: async ({ canvasElement }) => click(canvasElement, 'Save draft'),
};

/** Submitted: it may still be changed and submitted again until the bid end. */
export const Submitted: Story = { parameters: { fixture: { filled: true, state: 'submitted' } } };

/** The bid ended: read-only, no buttons. */
export const Expired: Story = {
  parameters: { fixture: { expired: true, filled: true, state: 'hold' } },
};

export const NotInvited: Story = { parameters: { fixture: { notFound: true } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChineseFilled: Story = {
  globals: { lang: 'zh' },
  parameters: { fixture: { filled: true, state: 'hold' } },
};

export const ChineseValidationErrors: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => click(canvasElement, '提交报价'),
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-repair-quote-editor', {
  'inquiry-id': 'rep-inq-1',
});
