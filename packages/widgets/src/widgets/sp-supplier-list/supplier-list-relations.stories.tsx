// sp-supplier-list's relation kinds over their fixtures: new suppliers (/hna/invite/index, below
// the invitations) and the capability list (/hna/qualityApproval/assess/index), empty, failed and
// Chinese. Both only read, with `supplier:lists`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  supplierRelationHandlers,
  type SupplierRelationsFixtureOptions,
} from '../../testing/supplier-relations-fixtures';
import { SupplierList } from './supplier-list';

interface Parameters {
  fixture?: SupplierRelationsFixtureOptions;
}

const meta = {
  title: 'Widgets/sp-supplier-list/Relations',
  component: SupplierList,
  // Bound as the host binds them on these pages.
  args: {
    list: 'new-suppliers',
    links: {
      supplierAudit: '/hna/commercialApproval/approval?id={id}',
      qualityAudit: '/hna/qualityApproval/approval?id={id}',
    },
  },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions([SUPPLIER_PERMISSIONS.lists]);
    mockApi((api) => supplierRelationHandlers(api, p.fixture));
  },
} satisfies Meta<typeof SupplierList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /hna/invite/index, below the invitations. */
export const NewSuppliers: Story = {};

/** /hna/qualityApproval/assess/index, below the quality list. */
export const Capabilities: Story = { args: { list: 'capabilities' } };

export const NewSuppliersEmpty: Story = { parameters: { fixture: { empty: true } } };

export const CapabilitiesEmpty: Story = {
  args: { list: 'capabilities' },
  parameters: { fixture: { empty: true } },
};

export const CapabilitiesFailed: Story = {
  args: { list: 'capabilities' },
  parameters: { fixture: { failWith: 500 } },
};

export const CapabilitiesChinese: Story = {
  args: { list: 'capabilities' },
  globals: { lang: 'zh' },
};
