// sp-inquiry-detail over the fixtures' inquiry server: inquiry 1 has every list filled, inquiry 4
// (no budget) has them all empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import {
  inquiryListHandlers,
  mockApi,
  repairQuoteHandlers,
  signInWithPermissions,
} from '../../testing';
import { InquiryDetail } from './inquiry-detail';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  delay?: number;
  /** Serve the repair inquiry (units with serial, fault and times) instead. */
  repair?: boolean;
}

const meta = {
  title: 'Widgets/sp-inquiry-detail',
  component: InquiryDetail,
  args: { inquiryId: 'inq-1' },
  beforeEach: ({ parameters }) => {
    queryClient.clear();
    signInWithPermissions([INQUIRY_PERMISSIONS.quote]);
    const p = parameters as Parameters;
    mockApi((api) => (p.repair ? repairQuoteHandlers(api) : inquiryListHandlers(api)), {
      delayResponse: p.delay ?? 0,
    });
  },
} satisfies Meta<typeof InquiryDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Items, questions, comments, attachments, clauses, members and tracking. */
export const Filled: Story = {};

/** An inquiry with no budget and nothing in its lists: each section says so. */
export const Sparse: Story = { args: { inquiryId: 'inq-4' } };

export const Loading: Story = { parameters: { delay: 60_000 } };

/** An inquiry the supplier is not invited to answers 404. */
export const NotFound: Story = { args: { inquiryId: 'inq-other-company' } };

/** The page named no inquiry. */
export const NoInquiry: Story = { args: { inquiryId: '' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** A repair inquiry: its items table shows each unit's serial, fault, aircraft and times. */
export const RepairInquiry: Story = {
  args: { inquiryId: 'rep-inq-1' },
  parameters: { repair: true },
};

export const ChineseRepairInquiry: Story = {
  args: { inquiryId: 'rep-inq-1' },
  parameters: { repair: true },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-inquiry-detail', { 'inquiry-id': 'inq-1' });
