// sp-supplier-profile over a stateful fixture: a registered supplier completing its profile, a
// complete one ready to submit, one under review, the read-only detail, the buyer's view with the
// capability decision, the transport supplier's profile, loading and a failed load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  profileHandlers,
  type ProfileFixtureOptions,
} from '../../testing/supplier-profile-fixtures';
import { SupplierProfile } from './supplier-profile';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: ProfileFixtureOptions;
  delay?: number;
  permissions?: string[];
}

const meta = {
  title: 'Widgets/sp-supplier-profile',
  component: SupplierProfile,
  args: {},
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(p.permissions ?? []);
    mockApi((api) => profileHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof SupplierProfile>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /sup/supBasic/index right after registration: nothing filled in yet. */
export const Editable: Story = {};

/** Everything needed is there: Submit for review. */
export const Complete: Story = { parameters: { fixture: { complete: true } } };

/** /sup/supBasic/basic: one section. */
export const BasicSection: Story = { args: { section: 'basic' } };

/** Submitted: the buyer reviews it, nothing can change. */
export const UnderReview: Story = {
  parameters: { fixture: { complete: true, state: 'pendingBusinessReview' } },
};

/** /sup/supBasicDetail/index. */
export const ReadOnly: Story = {
  args: { readonly: true },
  parameters: { fixture: { complete: true } },
};

/** The buyer's approval page: the quality department decides capabilities under review. */
export const Buyer: Story = {
  args: { supplierId: 'sup-77', readonly: true },
  parameters: {
    fixture: { complete: true, state: 'oaApproved', canDecide: true },
    permissions: [SUPPLIER_PERMISSIONS.lists, SUPPLIER_PERMISSIONS.submitQAUDIT],
  },
};

/** /sup/supPdBasic/index: a transport supplier, without capabilities and OEM lists. */
export const Transport: Story = {
  args: { kind: 'transport' },
  parameters: { fixture: { kind: 'transport' } },
};

export const Loading: Story = { parameters: { delay: 60_000 } };

export const LoadFailed: Story = { parameters: { fixture: { failWith: 500 } } };

export const Chinese: Story = {
  globals: { lang: 'zh' },
  parameters: { fixture: { complete: true } },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-profile');
