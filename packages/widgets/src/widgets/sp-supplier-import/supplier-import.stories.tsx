// sp-supplier-import: the template link, an upload whose report has created and refused rows, a
// file that is not the template, a user without the permission, and in Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  supplierImportHandlers,
  type SupplierImportFixtureOptions,
} from '../../testing/supplier-import-fixtures';
import { SupplierImport } from './supplier-import';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: SupplierImportFixtureOptions;
  /** Signed in without `supplier:import`. */
  forbidden?: boolean;
}

const meta = {
  title: 'Widgets/sp-supplier-import',
  component: SupplierImport,
  args: { onImported: fn() },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    signInWithPermissions(p.forbidden ? [] : [SUPPLIER_PERMISSIONS.import]);
    mockApi((api) => supplierImportHandlers(api, p.fixture));
  },
} satisfies Meta<typeof SupplierImport>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Five rows: three created, two refused. */
export const Import: Story = {};

export const NotTheTemplate: Story = { parameters: { fixture: { badFile: true } } };

export const Forbidden: Story = { parameters: { forbidden: true } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-import');
