// sp-cage-codes over the fixtures: one supplier's codes with the add form, every supplier's codes,
// empty, read-only and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  supplierListHandlers,
  type SupplierListFixtureOptions,
} from '../../testing/supplier-list-fixtures';
import { CageCodes } from './cage-codes';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: SupplierListFixtureOptions;
  readOnly?: boolean;
}

const meta = {
  title: 'Widgets/sp-cage-codes',
  component: CageCodes,
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
    mockApi((api) => supplierListHandlers(api, p.fixture));
  },
} satisfies Meta<typeof CageCodes>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A supplier's page: its codes and the form to add one. */
export const OneSupplier: Story = {};

/** Every supplier's codes, searchable. */
export const AllSuppliers: Story = { args: { supplierId: undefined } };

export const Empty: Story = { parameters: { fixture: { empty: true } } };

export const ReadOnly: Story = { parameters: { readOnly: true } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-cage-codes', { 'supplier-id': 'sup-1' });
