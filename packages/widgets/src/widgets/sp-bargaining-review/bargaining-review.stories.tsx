// sp-bargaining-review over the fixtures' rounds: pending, answered (at the target or another
// price) and declined, from three suppliers in three currencies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { bargainingReviewHandlers, buyerRoundRows } from '../../testing';
import { BargainingReview } from './bargaining-review';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  empty?: boolean;
  delay?: number;
}

export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-bargaining-review',
  component: BargainingReview,
  args: { links: { compare: '/hna/hnaCgQuote/index?id={id}' } },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { permissions: [INQUIRY_PERMISSIONS.review] },
      handlers: (api) => bargainingReviewHandlers(api, p.empty ? [] : buyerRoundRows()),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof BargainingReview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllRounds: Story = {};

/** The rounds of one inquiry (attribute inquiry-id). */
export const OneInquiry: Story = { args: { inquiryId: 'inq-2002' } };

export const Empty: Story = { parameters: { empty: true } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-bargaining-review');
