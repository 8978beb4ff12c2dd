// sp-shipments over the fixtures' ship notices: each side's list, a notice's page with its moves
// (supplier: planned → shipped; buyer: mark delivered), the server's refusals (409 stale, 403
// frozen), in English and Chinese. Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { shipmentHandlers, type ShipmentFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { Shipments } from './shipments';

interface Parameters {
  fixture?: ShipmentFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-shipments',
  component: Shipments,
  args: { side: 'supplier', onOpen: fn(), onMoved: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => shipmentHandlers(api, undefined, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof Shipments>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's ship notices (/sup/supContract/shipment); a number opens the notice in place. */
export const SupplierList: Story = {};

/** The same list where the host gives the notice a page of its own. */
export const SupplierListLinked: Story = {
  args: {
    links: { detail: '/sup/supContract/shipment?id={id}', list: '/sup/supContract/shipment' },
  },
};

/** A planned notice: the supplier may mark it shipped or report an exception. */
export const SupplierNotice: Story = { args: { shipmentId: 's-2' } };

/** Delivered: final, no moves left. */
export const Delivered: Story = { args: { shipmentId: 's-3' } };

/** Someone else moved the notice: every move answers 409. */
export const Stale: Story = {
  args: { shipmentId: 's-2' },
  parameters: { fixture: { writeFails: 409 } },
};

/** The company is frozen: every move answers 403. */
export const Frozen: Story = {
  args: { shipmentId: 's-2' },
  parameters: { fixture: { writeFails: 403 } },
};

export const LoadingNotice: Story = { args: { shipmentId: 's-2' }, parameters: { delay: 60_000 } };

/** "New ship notice": another notice took line 10's open quantity meanwhile (the server's 400). */
export const QuantityTaken: Story = { parameters: { fixture: { quantityTaken: true } } };

/** Opened from contract PO-2026-0042's page (New ship notice): its form at once. */
export const NewForContract: Story = { args: { newForContract: 'c-42' } };

/** The same, in Chinese. */
export const NewForContractChinese: Story = {
  args: { newForContract: 'c-42' },
  globals: { lang: 'zh' },
};

/** The buyer's shipments (/hna/hnaShipment/index), with the supplier column. */
export const BuyerList: Story = { args: { side: 'buyer' } };

/** A notice in transit on the buyer's side: only "Mark delivered". */
export const BuyerNotice: Story = { args: { side: 'buyer', shipmentId: 's-1' } };

/** The supplier's list in Chinese. */
export const Chinese: Story = { globals: { lang: 'zh' } };

/** A notice's page in Chinese. */
export const ChineseNotice: Story = { args: { shipmentId: 's-2' }, globals: { lang: 'zh' } };

/** The same list as the custom element an embedding page places. */
export const AsCustomElement: Story = elementStory('sp-shipments', { side: 'supplier' });
