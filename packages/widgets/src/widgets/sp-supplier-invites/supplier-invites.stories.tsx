// sp-supplier-invites over the fixtures' invitations: open, registered and expired ones on the
// supplier page, two on the transport page; create and resend answer as the server does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import { inviteHandlers, type InviteFixtureOptions } from '../../testing/supplier-fixtures';
import { SupplierInvites } from './supplier-invites';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: InviteFixtureOptions;
  delay?: number;
  /** Signed in without the invite permission: no Invite or Resend. */
  readOnly?: boolean;
}

const meta = {
  title: 'Widgets/sp-supplier-invites',
  component: SupplierInvites,
  args: { page: 'supplier' },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(p.readOnly ? [] : [SUPPLIER_PERMISSIONS.invite]);
    mockApi((api) => inviteHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof SupplierInvites>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /hna/invite/index: aviation-material and 21-department suppliers. */
export const Suppliers: Story = {};

/** /hna/pdInvite/index: transport suppliers; the form's kind is fixed. */
export const Transport: Story = { args: { page: 'transport' } };

export const Empty: Story = { parameters: { fixture: { rows: [] } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const LoadFailed: Story = { parameters: { fixture: { failWith: 500 } } };

export const ReadOnly: Story = { parameters: { readOnly: true } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-invites', { page: 'supplier' });
