// sp-shipments over the fixtures' ship notices: the supplier's and the buyer's lists, in English
// and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { shipmentHandlers } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { Shipments } from './shipments';

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-shipments',
  component: Shipments,
  args: { side: 'supplier' },
  beforeEach: () =>
    storyPage({ navigate, user: { uid: 'u-1001' }, handlers: (api) => shipmentHandlers(api) }),
} satisfies Meta<typeof Shipments>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's ship notices (/sup/supContract/shipment). */
export const SupplierList: Story = {};

/** The buyer's shipments (/hna/hnaShipment/index), with the supplier column. */
export const BuyerList: Story = { args: { side: 'buyer' } };

/** The supplier's list in Chinese. */
export const Chinese: Story = { globals: { lang: 'zh' } };

/** The same list as the custom element an embedding page places. */
export const AsCustomElement: Story = elementStory('sp-shipments', { side: 'supplier' });
