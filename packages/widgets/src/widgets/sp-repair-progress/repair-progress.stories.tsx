// sp-repair-progress over the fixtures' in-memory repair server: both sides' lists and pages, the
// overdue flag, the status update (legal statuses only), added costs and their decision, and the
// server's refusals (409 stale, 403 frozen). Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { repairHandlers, uploadHandlers, type RepairFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { RepairProgress } from './repair-progress';

interface Parameters {
  fixture?: RepairFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-repair-progress',
  component: RepairProgress,
  args: {
    side: 'supplier',
    links: { detail: '/sup/statusUpdate/offer?id={id}' },
    onOpen: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        uploadHandlers(api);
        repairHandlers(api, p.fixture);
      },
      delay: p.delay,
    });
  },
} satisfies Meta<typeof RepairProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's list (/sup/statusUpdate/index), one repair overdue. */
export const SupplierList: Story = {};

/** The buyer's list (/hna/repairProgress/index), with the supplier column. */
export const BuyerList: Story = {
  args: { side: 'buyer', links: { detail: '/hna/repairProgress/index?id={id}' } },
};

/** The supplier's repair page: under repair, a cost waiting for the buyer. */
export const SupplierPage: Story = { args: { repairId: 'r-1' } };

/** At factory test: the next statuses include shipped, which needs its certificate. */
export const ReadyToShip: Story = { args: { repairId: 'r-3' } };

/** /sup/statusUpdate/addCost: the page with the Add cost dialog open. */
export const AddCost: Story = { args: { repairId: 'r-1', addCost: true } };

/** The buyer's page: the quotation waits for its decision; a cost to approve or refuse. */
export const BuyerPage: Story = { args: { side: 'buyer', repairId: 'r-1' } };

/** The quotation waits for the buyer: the buyer may agree to pay or reject it. */
export const BuyerQuotation: Story = { args: { side: 'buyer', repairId: 'r-4' } };

/** Someone else changed the repair: every write answers 409. */
export const Stale: Story = {
  args: { repairId: 'r-1' },
  parameters: { fixture: { writeFails: 409 } },
};

/** The company is frozen: every write answers 403. */
export const Frozen: Story = {
  args: { repairId: 'r-1' },
  parameters: { fixture: { writeFails: 403 } },
};

/** The 409 in Chinese. */
export const ChineseStale: Story = {
  args: { repairId: 'r-1' },
  parameters: { fixture: { writeFails: 409 } },
  globals: { lang: 'zh' },
};

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Empty: Story = { parameters: { fixture: { repairs: [] } } };

export const UnknownSide: Story = { args: { side: 'auditor' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChinesePage: Story = { args: { repairId: 'r-3' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-repair-progress', { side: 'supplier' });
