// sp-payment-overview over the fixtures' payment data: a supplier on net 30 with receivables in
// every age bucket, twelve months of paid versus due and bills in each payment position, in English
// and Chinese; a company the ERP has not sent yet; the real custom element.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { paymentHandlers, type PaymentFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { fixtureOverview } from '../../testing/payment-fixtures';
import { PaymentOverview } from './payment-overview';

interface Parameters {
  fixture?: PaymentFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-payment-overview',
  component: PaymentOverview,
  args: {},
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => paymentHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof PaymentOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's overview (/sup/payment/index). */
export const Overview: Story = {};

/** The ERP has not sent the company's payment data yet: charts in CNY, nothing owed. */
export const NoCompanyData: Story = {
  parameters: {
    fixture: {
      overview: { ...fixtureOverview(), company: null },
      bills: [],
    },
  },
};

/** A supplier on credit hold, its deliveries blocked. */
export const CreditHold: Story = {
  parameters: {
    fixture: {
      overview: {
        ...fixtureOverview(),
        company: {
          ...fixtureOverview().company!,
          deliveryStatus: 'blocked',
          paymentTerms: 'creditHold',
        },
      },
    },
  },
};

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-payment-overview', {});
