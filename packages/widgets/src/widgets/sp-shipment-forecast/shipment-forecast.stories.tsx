// sp-shipment-forecast over the fixtures' in-memory forecast server: the supplier's contracts and
// plan with its editor, the buyer's list of planned shipments with filters and the slipped flag,
// and the server's refusals (409 stale, 403 frozen). Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { forecastHandlers, type ForecastFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { ShipmentForecast } from './shipment-forecast';

interface Parameters {
  fixture?: ForecastFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-shipment-forecast',
  component: ShipmentForecast,
  args: {
    side: 'supplier',
    links: { detail: '/sup/supContract/forecast?id={id}' },
    onOpen: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => forecastHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof ShipmentForecast>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's confirmed contracts (/sup/supContract/forecast), one with a slipped plan. */
export const SupplierList: Story = {};

/** The supplier's plan of a contract: line 10 has a shipment after its delivery date. */
export const SupplierPlan: Story = { args: { contractId: 'fc-1' } };

/** The buyer's planned shipments across suppliers (/hna/hnaShipment/forecast), by date. */
export const BuyerList: Story = {
  args: { side: 'buyer', links: { detail: '/hna/hnaShipment/forecast?id={id}' } },
};

/** The buyer's read of a contract's plan and its history, without editing. */
export const BuyerPlan: Story = { args: { side: 'buyer', contractId: 'fc-1' } };

/** Someone else changed the plan: every save answers 409. */
export const Stale: Story = {
  args: { contractId: 'fc-1' },
  parameters: { fixture: { writeFails: 409 } },
};

/** The company is frozen: every save answers 403. */
export const Frozen: Story = {
  args: { contractId: 'fc-1' },
  parameters: { fixture: { writeFails: 403 } },
};

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Empty: Story = { parameters: { fixture: { forecasts: [] } } };

export const UnknownSide: Story = { args: { side: 'auditor' } };

export const Chinese: Story = { args: { contractId: 'fc-1' }, globals: { lang: 'zh' } };

export const ChineseBuyerList: Story = {
  args: { side: 'buyer', links: { detail: '/hna/hnaShipment/forecast?id={id}' } },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-shipment-forecast', { side: 'supplier' });
