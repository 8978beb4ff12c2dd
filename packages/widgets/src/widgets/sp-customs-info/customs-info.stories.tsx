// sp-customs-info over the fixtures: the supplier's customs information with its brokers, the same
// without any valid broker, the buyer's read-only list, the transport supplier's view, in English
// and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { customsInfoHandlers, uploadHandlers } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { CustomsInfo } from './customs-info';

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const AUTHORIZATIONS = '/sup/supCustoms/detailAuthorize';

const meta = {
  title: 'Widgets/sp-customs-info',
  component: CustomsInfo,
  args: { side: 'supplier', links: { authorizations: AUTHORIZATIONS } },
  beforeEach: () =>
    storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        customsInfoHandlers(api);
        uploadHandlers(api);
      },
    }),
} satisfies Meta<typeof CustomsInfo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's page (/sup/customs/index). */
export const Supplier: Story = {};

/** The supplier has no valid customs-broker authorization: the notice points to the screen. */
export const NoBroker: Story = {
  beforeEach: () =>
    storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        customsInfoHandlers(api, undefined, []);
        uploadHandlers(api);
      },
    }),
};

/** The buyer's list on its shipment page (/hna/hnaShipment/index). */
export const Buyer: Story = { args: { side: 'buyer' } };

/** The transport supplier's page (/sup/pdCustoms/index): the notices it carries, read only. */
export const Carrier: Story = { args: { side: 'carrier' } };

/** The transport supplier's page in Chinese. */
export const CarrierChinese: Story = { args: { side: 'carrier' }, globals: { lang: 'zh' } };

/** The supplier's page in Chinese. */
export const Chinese: Story = { globals: { lang: 'zh' } };

/** The same list as the custom element an embedding page places. */
export const AsCustomElement: Story = elementStory('sp-customs-info', { side: 'supplier' });
