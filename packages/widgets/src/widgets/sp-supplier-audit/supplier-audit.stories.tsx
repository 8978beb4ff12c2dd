// sp-supplier-audit over the fixtures: the supplier's audits and findings (open, answered, closed)
// and the quality department's view of one supplier.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import { uploadHandlers } from '../../testing';
import { supplierAuditHandlers } from '../../testing/supplier-quality-fixtures';
import { SupplierAudit } from './supplier-audit';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  permissions?: string[];
}

export const navigate = fn<(url: string) => void>();
export const SUPPLIER = ['menu:/sup/zsSupManagement/index'];
export const QUALITY = [P.lists, P.submitQAUDIT];

const meta = {
  title: 'Widgets/sp-supplier-audit',
  component: SupplierAudit,
  args: { view: 'audits', links: { actions: '/sup/zsSupManagement/actions?auditId={id}' } },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { permissions: p.permissions ?? SUPPLIER },
      handlers: (api) => {
        supplierAuditHandlers(api);
        uploadHandlers(api);
      },
    });
  },
} satisfies Meta<typeof SupplierAudit>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /sup/zsSupManagement/index: the buyer's audits of the supplier. */
export const Audits: Story = {};

/** /sup/zsSupManagement/actions: the findings to answer. */
export const Actions: Story = { args: { view: 'actions' } };

/** The quality department on a supplier's audit page. */
export const Buyer: Story = {
  args: { view: 'buyer', supplierId: 'sup-1' },
  parameters: { permissions: QUALITY },
};

export const ActionsChinese: Story = { args: { view: 'actions' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-audit', { view: 'audits' });
