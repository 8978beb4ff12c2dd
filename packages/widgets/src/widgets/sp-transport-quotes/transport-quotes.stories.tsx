// sp-transport-quotes over the fixtures' transport server: the supplier's inquiries and quote form
// with its live total, its orders to confirm or decline, the buyer's comparison and award.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { transportHandlers, type TransportFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { TransportQuotes } from './transport-quotes';

interface Parameters {
  fixture?: TransportFixtureOptions;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-transport-quotes',
  component: TransportQuotes,
  args: { view: 'quotes' },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        transportHandlers(api, p.fixture);
      },
    });
  },
} satisfies Meta<typeof TransportQuotes>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The transport supplier's inquiries (/sup/pdDemandQuote/index). */
export const SupplierInquiries: Story = {};

/** Its orders (/sup/pdDemandOrder/index). */
export const SupplierOrders: Story = { args: { view: 'orders' } };

/** The buyer's inquiries (/hna/pdDemandInquiry/index). */
export const BuyerInquiries: Story = { args: { view: 'inquiries' } };

/** The buyer's inquiry whose order is confirmed: its waybill and the feedback on a delay. */
export const BuyerWaybills: Story = {
  args: { view: 'inquiries' },
  parameters: { fixture: { orderConfirmed: true } },
};

/** The company is frozen: saving a quote answers 403. */
export const Frozen: Story = { parameters: { fixture: { writeFails: 403 } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The buyer's inquiries in Chinese (the comparison, the closing). */
export const ChineseBuyer: Story = { args: { view: 'inquiries' }, globals: { lang: 'zh' } };

export const ChineseOrders: Story = { args: { view: 'orders' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-transport-quotes', { view: 'quotes' });
