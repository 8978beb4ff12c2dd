// sp-quote-editor over the mock transport: the fixtures answer the contract's calls as the server
// would (version check, state machine, bid end), so every story can be clicked through.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { mockApi, quoteEditorHandlers, type QuoteHandlerOptions } from '../../testing';
import { QuoteEditor } from './quote-editor';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: QuoteHandlerOptions;
  delay?: number;
}

function forgetDrafts() {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith('sp-quote-draft:')) sessionStorage.removeItem(key);
}

const meta = {
  title: 'Widgets/sp-quote-editor',
  component: QuoteEditor,
  args: { inquiryId: 'inq-1001', onSaved: fn(), onSubmitted: fn(), onNoBid: fn() },
  parameters: { fixture: {}, layout: 'fullscreen' },
  beforeEach: ({ parameters }) => {
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    // One page-wide cache: a story must not see the quote another story saved.
    queryClient.clear();
    forgetDrafts();
    const p = parameters as Parameters;
    mockApi((api) => quoteEditorHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof QuoteEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

const click = async (root: HTMLElement, name: string | RegExp) =>
  userEvent.click(await within(root).findByRole('button', { name }));

/** A new quote: lines start from the requested part numbers, quantities and units. */
export const NewQuote: Story = {};

export const Loading: Story = { parameters: { delay: 60_000 } };

/** Every line filled in; Submit goes through. */
export const Filled: Story = { parameters: { fixture: { filled: true, state: 'hold' } } };

/** 500 items: the list renders only the rows in view. */
export const FiveHundredLines: Story = {
  parameters: { fixture: { items: 500, filled: true, state: 'hold' } },
};

/** Submit on an empty quote: every required field says what it needs. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => click(canvasElement, 'Submit quote'),
};

/** The server refuses two fields of the second line (400 with data.fields). */
export const ServerFieldErrors: Story = {
  parameters: { fixture: { filled: true, state: 'hold', save: 'fieldErrors' } },
  play: async ({ canvasElement }) => click(canvasElement, 'Save draft'),
};

/** The server fails (500): the message shows beside the buttons and the edits stay. */
export const ServerError: Story = {
  parameters: { fixture: { filled: true, state: 'hold', save: 'serverError' } },
  play: async ({ canvasElement }) => click(canvasElement, 'Save draft'),
};

/** Someone saved a newer version (409): Reload. */
export const Stale: Story = {
  parameters: { fixture: { filled: true, state: 'hold', save: 'stale' } },
  play: async ({ canvasElement }) => click(canvasElement, 'Save draft'),
};

/** The bid ended: read-only, Expired, no buttons. */
export const Expired: Story = {
  parameters: { fixture: { expired: true, filled: true, state: 'hold' } },
};

export const Submitted: Story = { parameters: { fixture: { filled: true, state: 'submitted' } } };

/** A domestic supplier: no trade terms; RMB prices with a VAT rate. */
export const Domestic: Story = {
  parameters: { fixture: { domestic: true, filled: true, state: 'hold' } },
};

/** A foreign supplier: trade terms (Incoterms) required; no VAT rate for USD. */
export const Foreign: Story = {
  parameters: { fixture: { domestic: false, filled: true, state: 'hold' } },
};

/** A tool inquiry: no airworthiness facts, fewer required fields (the contract's table per kind). */
export const ToolInquiry: Story = { parameters: { fixture: { kind: 'tool' } } };

export const NotInvited: Story = { parameters: { fixture: { notFound: true } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChineseValidationErrors: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => click(canvasElement, '提交报价'),
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-quote-editor', { 'inquiry-id': 'inq-1001' });
