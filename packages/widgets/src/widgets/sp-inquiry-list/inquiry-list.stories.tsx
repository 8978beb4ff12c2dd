// sp-inquiry-list over the fixtures' in-memory inquiry server (tabs, keyword, bid-end range and the
// tab sorts answered as the server would). Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { FIXTURE_NOW, inquiryListHandlers, type InquiryFixtureOptions } from '../../testing';
import { InquiryList } from './inquiry-list';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: InquiryFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-inquiry-list',
  component: InquiryList,
  args: {
    kind: 'purchase',
    links: {
      quote: '/sup/supInfo/offer/addOffer?id={id}',
      detail: '/sup/supPurchase/answer?id={id}',
    },
    // The fixtures' bids end around this date.
    now: () => FIXTURE_NOW,
    onOpen: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => inquiryListHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof InquiryList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Pending inquiries of the purchase kind, newest first, with Quote on the open ones. */
export const Pending: Story = {};

/** Opens on the Expired tab (attribute tab="expired"). */
export const Expired: Story = { args: { tab: 'expired' } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Empty: Story = { parameters: { fixture: { rows: [] } } };

export const LoadFails: Story = { parameters: { fixture: { failWith: 503 } } };

/** A kind the page got wrong. */
export const UnknownKind: Story = { args: { kind: 'consignment' as never } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-inquiry-list', { kind: 'purchase' });
