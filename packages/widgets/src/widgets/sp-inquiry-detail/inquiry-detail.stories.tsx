// sp-inquiry-detail over the fixtures' inquiry server: inquiry 1 has every list filled, inquiry 4
// (no budget) has them all empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { inquiryListHandlers, mockApi, signInWithPermissions } from '../../testing';
import { InquiryDetail } from './inquiry-detail';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  delay?: number;
}

const meta = {
  title: 'Widgets/sp-inquiry-detail',
  component: InquiryDetail,
  args: { inquiryId: 'inq-1' },
  beforeEach: ({ parameters }) => {
    queryClient.clear();
    signInWithPermissions([INQUIRY_PERMISSIONS.quote]);
    mockApi((api) => inquiryListHandlers(api), {
      delayResponse: (parameters as Parameters).delay ?? 0,
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

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-inquiry-detail', { 'inquiry-id': 'inq-1' });
