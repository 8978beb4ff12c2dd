// sp-quote-review over the fixtures' buyer server: five inquiries, and for the first one the quotes
// of three suppliers in CNY, USD and EUR (one line with a round pending, one answered) plus one no
// bid. Opening a round goes through the stateful openBargaining mock.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import {
  REVIEW_INQUIRY_ID,
  quoteReviewHandlers,
  type QuoteReviewFixtureOptions,
} from '../../testing';
import { QuoteReview } from './quote-review';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: QuoteReviewFixtureOptions;
  permissions?: string[];
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-quote-review',
  component: QuoteReview,
  args: { onOpen: fn(), onBargainingOpened: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: {
        permissions: p.permissions ?? [INQUIRY_PERMISSIONS.review, INQUIRY_PERMISSIONS.bargain],
      },
      handlers: (api) => quoteReviewHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof QuoteReview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The inquiries, each opening its comparison in place. */
export const Inquiries: Story = {};

/** On a page of its own: rows link to the comparison's URL. */
export const InquiriesWithLinks: Story = {
  args: { links: { compare: '/hna/hnaCgQuote/index?id={id}', list: '/hna/hnaCgQuote/index' } },
};

export const NoInquiries: Story = { parameters: { fixture: { empty: true } } };

/** One inquiry's quotes side by side, in CNY. */
export const Comparison: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID, links: { list: '/hna/hnaCgQuote/index' } },
};

/** The same prices converted to US dollars. */
export const ComparisonInUsd: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID, currency: 'USD' },
};

/** A reviewer without the bargaining permission: no selection, no Bargain. */
export const ReviewOnly: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID },
  parameters: { permissions: [INQUIRY_PERMISSIONS.review] },
};

export const Loading: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID },
  parameters: { delay: 60_000 },
};

export const LoadFails: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID },
  parameters: { fixture: { compareFails: 500 } },
};

export const Chinese: Story = {
  args: { inquiryId: REVIEW_INQUIRY_ID },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-quote-review');
