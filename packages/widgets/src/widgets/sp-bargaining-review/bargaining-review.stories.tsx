// sp-bargaining-review over the fixtures' rounds: pending, answered (at the target or another
// price) and declined, from three suppliers in three currencies.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { configurePortal, getConfig } from '../../runtime/config';
import { queryClient } from '../../runtime/query-client';
import {
  bargainingReviewHandlers,
  buyerRoundRows,
  mockApi,
  signInWithPermissions,
} from '../../testing';
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
    queryClient.clear();
    sessionStorage.clear();
    navigate.mockClear();
    signInWithPermissions([INQUIRY_PERMISSIONS.review]);
    const previous = getConfig().navigate;
    configurePortal({ navigate });
    mockApi((api) => bargainingReviewHandlers(api, p.empty ? [] : buyerRoundRows()), {
      delayResponse: p.delay ?? 0,
    });
    return () => configurePortal({ navigate: previous });
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
