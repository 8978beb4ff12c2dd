// sp-bills over the fixtures' in-memory bill server: the supplier's list, a new bill, a draft to
// invoice and submit, a refused bill to correct, the finance review's list and a bill to decide, in
// English and Chinese. Links call the page's navigate, a spy here; without `detail` bills open in
// place.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { billHandlers, uploadHandlers, type BillFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { Bills } from './bills';

interface Parameters {
  fixture?: BillFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-bills',
  component: Bills,
  args: { side: 'supplier', onOpen: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        uploadHandlers(api);
        billHandlers(api, p.fixture);
      },
      delay: p.delay,
    });
  },
} satisfies Meta<typeof Bills>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's list (/sup/bill/index), bills opening in place. */
export const SupplierList: Story = {};

/** The list as the host binds it: a bill number links to its own page. */
export const SupplierListLinked: Story = {
  args: { links: { detail: '/sup/bill/index?id={id}', list: '/sup/bill/index' } },
};

/** A draft: line 2 flagged for its price, no invoice yet. */
export const Draft: Story = { args: { billId: 'b-1' } };

/** Submitted: nothing for the supplier to do. */
export const Pending: Story = { args: { billId: 'b-2' } };

/** Refused with the reviewer's reason: Correct and resubmit. */
export const Refused: Story = { args: { billId: 'b-3' } };

/** The finance review's list (/hna/financeReview/index): no drafts. */
export const BuyerList: Story = { args: { side: 'buyer' } };

/** A bill pending review with a flagged line: Approve or Refuse. */
export const BuyerReview: Story = { args: { side: 'buyer', billId: 'b-2' } };

/** Someone else changed the bill: every write answers 409. */
export const Stale: Story = {
  args: { billId: 'b-1' },
  parameters: { fixture: { writeFails: 409 } },
};

/** A transport supplier: it bills freight only (its delivered transport orders). */
export const Carrier: Story = { parameters: { fixture: { kinds: ['freight'] } } };

export const ChineseCarrier: Story = {
  parameters: { fixture: { kinds: ['freight'] } },
  globals: { lang: 'zh' },
};

export const Empty: Story = { parameters: { fixture: { bills: [] } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const UnknownSide: Story = { args: { side: 'auditor' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChineseDraft: Story = { args: { billId: 'b-1' }, globals: { lang: 'zh' } };

export const ChineseBuyerReview: Story = {
  args: { side: 'buyer', billId: 'b-2' },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-bills', { side: 'supplier' });
