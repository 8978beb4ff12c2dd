// sp-supplier-approval over the fixtures' suppliers at each step of the audit, signed in as each
// approval department: the lists and one supplier's audit with that department's buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import { auditSuppliers, supplierApprovalHandlers } from '../../testing';
import { SupplierApproval } from './supplier-approval';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  permissions?: string[];
  delay?: number;
}

export const navigate = fn<(url: string) => void>();
/** The business first-review department (buyer.commercial). */
export const COMMERCIAL = [P.lists, P.review, P.submitOA, P.freezeCommercial];
export const QUALITY = [P.lists, P.submitQAUDIT, P.freezeQuality];
export const MASTERDATA = [P.lists, P.sync];

const meta = {
  title: 'Widgets/sp-supplier-approval',
  component: SupplierApproval,
  args: { view: 'commercial', links: { audit: '/hna/commercialApproval/approval?id={id}' } },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    const permissions = p.permissions ?? COMMERCIAL;
    return storyPage({
      navigate,
      user: { permissions },
      handlers: (api) => supplierApprovalHandlers(api, auditSuppliers(), new Set(permissions)),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof SupplierApproval>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CommercialList: Story = {};
export const QualityList: Story = {
  args: { view: 'quality', links: { audit: '/hna/qualityApproval/approval?id={id}' } },
  parameters: { permissions: QUALITY },
};
export const Qualified: Story = { args: { view: 'qualified' } };
/** The transport unfreeze page: the transport suppliers the commercial department has frozen. */
export const TransportUnfreeze: Story = {
  args: {
    view: 'qualified',
    freezePage: 'transportUnfreeze',
    links: { audit: '/hna/pdCommercialApproval/approval?id={id}' },
  },
};
/** A supplier waiting for the business review, seen by the commercial department. */
export const AwaitingReview: Story = { args: { supplierId: 'sup-1' } };
/** The same supplier seen by quality: nothing to do yet. */
export const AwaitingReviewAsQuality: Story = {
  args: { supplierId: 'sup-1' },
  parameters: { permissions: QUALITY },
};
/** Waiting for OA's answer: the page says so and asks again by itself. */
export const WaitingForOa: Story = { args: { supplierId: 'sup-2' } };
export const ReadyForQaudit: Story = {
  args: { supplierId: 'sup-3' },
  parameters: { permissions: QUALITY },
};
export const ReadyToSync: Story = {
  args: { supplierId: 'sup-4' },
  parameters: { permissions: MASTERDATA },
};
/** A qualified supplier the commercial department may freeze. */
export const Freezable: Story = { args: { supplierId: 'sup-5' } };
export const Loading: Story = { parameters: { delay: 60_000 } };
export const Chinese: Story = { args: { supplierId: 'sup-1' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-approval', { view: 'commercial' });
