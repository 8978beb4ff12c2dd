// sp-supplier-home over the mock transport: the overview as the server answers it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inquiryApi } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import { mockApi, ok, failure } from '../../testing';
import { SupplierHome } from './supplier-home';
import { elementStory } from '../../testing/element-story';

const inHours = (h: number) => new Date(Date.UTC(2026, 10, 23, 8) + h * 3_600_000).toISOString();

export const HOME_FIXTURE = {
  pendingInquiries: {
    total: 12,
    byKind: [
      { kind: 'purchase', count: 9 },
      { kind: 'tool', count: 3 },
    ],
    top: [
      {
        id: 'inq-1',
        inquiryNumber: 'RFQ-2026-0001',
        kind: 'purchase',
        title: 'CFM56-7B HPT blades',
        bidEnd: inHours(5),
      },
      {
        id: 'inq-2',
        inquiryNumber: 'RFQ-2026-0002',
        kind: 'tool',
        title: 'Torque wrench set',
        bidEnd: inHours(30),
      },
    ],
  },
  bargaining: {
    total: 1,
    byKind: [{ kind: 'equipment', count: 1 }],
    top: [
      {
        id: 'bg-1',
        inquiryId: 'inq-3',
        inquiryNumber: 'RFQ-2026-0003',
        kind: 'equipment',
        partNumber: '2612312-1',
        deadline: inHours(20),
      },
    ],
  },
  closingSoon: {
    total: 1,
    byKind: [{ kind: 'purchase', count: 1 }],
    top: [
      {
        id: 'inq-1',
        inquiryNumber: 'RFQ-2026-0001',
        kind: 'purchase',
        title: 'CFM56-7B HPT blades',
        bidEnd: inHours(5),
      },
    ],
  },
} as const;

const EMPTY = {
  pendingInquiries: { total: 0, byKind: [], top: [] },
  bargaining: { total: 0, byKind: [], top: [] },
  closingSoon: { total: 0, byKind: [], top: [] },
};

interface Parameters {
  answer?: 'filled' | 'empty' | 'error';
}

const meta = {
  title: 'Widgets/sp-supplier-home',
  component: SupplierHome,
  // Bound as the host binds them (packages/host/src/routes/protected-widgets.ts).
  args: {
    links: {
      purchaseQuote: '/sup/supPurchase/answer?id={id}',
      equipmentQuote: '/sup/supplierQuote/offer/addOffer?id={id}',
      toolQuote: '/sup/supplierToolQuote/offer/addOffer?id={id}',
      toolForeignQuote: '/sup/supplierToolQuoteOut/addOffer?id={id}',
      generalQuote: '/sup/supOther/offer/addOffer?id={id}',
      richPartQuote: '/sup/supRichInquiry/quote?id={id}',
      repairQuote: '/sup/supRepair/quote?id={id}',
      purchaseRounds: '/sup/supInfo/offer?id={id}',
      equipmentRounds: '/sup/supplierQuote/offer?id={id}',
      toolRounds: '/sup/supplierToolQuote/offer?id={id}',
      toolForeignRounds: '/sup/supplierToolQuoteOut/offer?id={id}',
      generalRounds: '/sup/supOther/offer?id={id}',
      richPartRounds: '/sup/supRichInquiry/detailQuote?id={id}',
      repairRounds: '/sup/supRepair/quote?id={id}',
      purchaseInquiries: '/sup/supPurchase/index',
      equipmentInquiries: '/sup/supplierQuote/index',
      toolInquiries: '/sup/supplierToolInquiry/index',
      toolForeignInquiries: '/sup/supplierToolQuoteOut/inquiryIndex',
      generalInquiries: '/sup/supOther/index',
      richPartInquiries: '/sup/supRichInquiry/index',
      repairInquiries: '/sup/supRepair/index',
      purchaseQuoteList: '/sup/supInfo/index',
      equipmentQuoteList: '/sup/supplierQuote/index',
      toolQuoteList: '/sup/supplierToolQuote/index',
      toolForeignQuoteList: '/sup/supplierToolQuoteOut/index',
      generalQuoteList: '/sup/supOther/index',
      richPartQuoteList: '/sup/supRichInquiry/index',
      repairQuoteList: '/sup/supRepair/index',
    },
  },
  parameters: { answer: 'filled' },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    queryClient.clear();
    mockApi((api) =>
      api.on(
        inquiryApi.supplierHome,
        p.answer === 'error'
          ? [500, failure(500, 'Server error')]
          : [200, ok(p.answer === 'empty' ? EMPTY : HOME_FIXTURE)],
      ),
    );
  },
} satisfies Meta<typeof SupplierHome>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const NothingWaits: Story = { parameters: { answer: 'empty' } };
export const LoadFails: Story = { parameters: { answer: 'error' } };
export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-home');
