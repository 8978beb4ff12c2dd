// sp-repair-quote-review over the fixtures' buyer server: repair inquiries (the list asks for kind
// repair among other kinds), and for the first the repair quotes of two shops in USD and CNY, a
// shop with a draft only and one that declined. The award goes through the stateful mock.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import {
  REPAIR_INQUIRY_ID,
  repairQuoteReviewHandlers,
  type RepairQuoteReviewFixtureOptions,
} from '../../testing';
import { RepairQuoteReview } from './repair-quote-review';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: RepairQuoteReviewFixtureOptions;
  permissions?: string[];
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const HOST_LINKS = {
  compare: '/hna/hnaRepairQuote/index?id={id}',
  list: '/hna/hnaRepairQuote/index',
  contract: '/hna/hnaContract/index?id={id}',
} as const;

const meta = {
  title: 'Widgets/sp-repair-quote-review',
  component: RepairQuoteReview,
  args: { onOpen: fn(), onAwarded: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: {
        permissions: p.permissions ?? [INQUIRY_PERMISSIONS.review, INQUIRY_PERMISSIONS.award],
      },
      handlers: (api) => repairQuoteReviewHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof RepairQuoteReview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The repair inquiries, each opening its comparison in place. */
export const RepairInquiries: Story = {};

/** On a page of its own: rows link to the comparison's URL. */
export const RepairInquiriesWithLinks: Story = { args: { links: HOST_LINKS } };

export const NoRepairInquiries: Story = { parameters: { fixture: { empty: true } } };

/** One repair inquiry's quotes side by side in CNY, with Award on each submitted quote. */
export const Comparison: Story = { args: { inquiryId: REPAIR_INQUIRY_ID, links: HOST_LINKS } };

/** The same estimates converted to US dollars. */
export const ComparisonInUsd: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID, currency: 'USD', links: HOST_LINKS },
};

/** Awarded already: the banner links to each unit's repair contract, no Award any more. */
export const Awarded: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID, links: HOST_LINKS },
  parameters: { fixture: { awarded: true } },
};

/** Awarded for one unit only: one contract, named in a sentence; no contract page bound. */
export const AwardedOneUnit: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  parameters: { fixture: { awardedOneUnit: true } },
};

/** Another buyer awarded meanwhile: the award answers 409. */
export const AwardConflict: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID, links: HOST_LINKS },
  parameters: { fixture: { awardConflict: true } },
};

/** A cancelled inquiry cannot be awarded. */
export const Cancelled: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  parameters: { fixture: { cancelled: true } },
};

/** A reviewer without the award permission compares only. */
export const ReviewOnly: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  parameters: { permissions: [INQUIRY_PERMISSIONS.review] },
};

/** A narrow window: the grid scrolls sideways, the row names stay. */
export const Narrow: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  render: (args) => (
    <div style={{ width: 380 }}>
      <RepairQuoteReview {...args} />
    </div>
  ),
};

export const Loading: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  parameters: { delay: 60_000 },
};

export const LoadFails: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID },
  parameters: { fixture: { compareFails: true } },
};

export const Chinese: Story = {
  args: { inquiryId: REPAIR_INQUIRY_ID, links: HOST_LINKS },
  globals: { lang: 'zh' },
};

export const ChineseInquiries: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-repair-quote-review');
