// sp-customer-relations over its fixtures: a supplier's page (Add, End), every relation with a
// search, read-only (no Add or End without `supplier:lists:manage`), empty, failed and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  customerRelationHandlers,
  type SupplierRelationsFixtureOptions,
} from '../../testing/supplier-relations-fixtures';
import { CustomerRelations } from './customer-relations';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: SupplierRelationsFixtureOptions;
  /** Signed in with `supplier:lists` only, as buyer.commercial is. */
  readOnly?: boolean;
}

const meta = {
  title: 'Widgets/sp-customer-relations',
  component: CustomerRelations,
  args: { supplierId: 'sup-1' },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(
      p.readOnly
        ? [SUPPLIER_PERMISSIONS.lists]
        : [SUPPLIER_PERMISSIONS.lists, SUPPLIER_PERMISSIONS.listsManage],
    );
    mockApi((api) => customerRelationHandlers(api, p.fixture));
  },
} satisfies Meta<typeof CustomerRelations>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On a supplier's page (/hna/commercialApproval/detail/index?id=sup-1). */
export const SupplierPage: Story = {};

/** Without supplier-id: every relation, with a search. */
export const AllRelations: Story = { args: { supplierId: undefined } };

export const ReadOnly: Story = { parameters: { readOnly: true } };

export const Empty: Story = { parameters: { fixture: { empty: true } } };

export const LoadFailed: Story = { parameters: { fixture: { failWith: 500 } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-customer-relations', {
  'supplier-id': 'sup-1',
});
