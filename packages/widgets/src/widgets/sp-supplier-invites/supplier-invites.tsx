// sp-supplier-invites: the buyer's invitations (/hna/invite/index for aviation-material and
// 21-department suppliers, /hna/pdInvite/index for transport suppliers): company, e-mail, kind, state
// (sent, registered, expired), expiry, how often and when it was sent, by whom, and the company that
// registered with it; tabs by state and a search. "Resend" (sent and expired rows, after a
// confirmation, as it makes the old code stop working) mails a new code; "Invite supplier" opens the
// invitation form. One resource definition rendered by the kit's ResourceList.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { MailAddRegular } from '@fluentui/react-icons';
import {
  INVITE_STATES,
  SUPPLIER_PERMISSIONS,
  supplierApi,
  type InviteKind,
  type InviteState,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { ResourceList, defineResource, usePermission } from '../../kit/resource';
import type { StatusColor } from '../../kit/resource';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { toast } from '../../runtime/toast';
import { useQuery } from '@tanstack/react-query';
import { InviteDialog } from './invite-dialog';
import { INVITES_KEY, SUPPLIER_INVITES_NS } from './supplier-invites-text';

export type InvitePage = 'supplier' | 'transport';

export interface SupplierInvitesProps {
  /** `supplier`: aviation-material and 21-department suppliers; `transport`: transport suppliers. */
  page?: InvitePage | string;
}

/** Which kinds each page invites (the first is the form's default). */
export const PAGE_KINDS: Record<InvitePage, readonly InviteKind[]> = {
  supplier: ['aviation', 'dept21'],
  transport: ['transport'],
};

/** Green once used, amber while the code still works, grey when it lapsed. */
const INVITE_STATE_COLORS: Record<InviteState, StatusColor> = {
  sent: 'warning',
  registered: 'success',
  expired: 'subtle',
};

const loadRules = () => import('./invite-rules');

export function invitesResource(page: InvitePage) {
  return defineResource({
    name: INVITES_KEY,
    title: page === 'transport' ? 'titleTransport' : 'title',
    ns: SUPPLIER_INVITES_NS,
    list: supplierApi.listInvites,
    emptyHint: 'empty',
    rowName: (row) => row.companyName,
    fields: {
      companyName: { kind: 'text', label: 'f.companyName' },
      email: { kind: 'text', label: 'f.email' },
      kind: { kind: 'enum', label: 'f.kind', enum: 'inviteKind', options: PAGE_KINDS[page] },
      state: {
        kind: 'status',
        label: 'f.state',
        enum: 'inviteState',
        options: INVITE_STATES,
        colors: INVITE_STATE_COLORS,
      },
      expiresAt: { kind: 'date-time', label: 'f.expiresAt' },
      sentCount: { kind: 'number', label: 'f.sentCount' },
      lastSentAt: { kind: 'date-time', label: 'f.lastSentAt' },
      invitedBy: { kind: 'text', label: 'f.invitedBy' },
      registeredCompany: { kind: 'text', label: 'f.registeredCompany' },
    },
    columns: [
      { field: 'companyName', width: 200 },
      { field: 'email', width: 220 },
      { field: 'kind', width: 130 },
      { field: 'state', width: 100 },
      { field: 'expiresAt', width: 150 },
      { field: 'sentCount', width: 80 },
      { field: 'lastSentAt', width: 150 },
      { field: 'invitedBy', width: 120 },
      { field: 'registeredCompany', width: 200 },
    ],
    tabs: [
      { key: 'all', label: 'tab.all', input: {} },
      ...INVITE_STATES.map((state) => ({ key: state, label: `tab.${state}`, input: { state } })),
    ],
    filters: [{ kind: 'text', param: 'q', label: 'f.q' }],
    rowActions: [
      {
        key: 'resend',
        label: 'resend.label',
        permission: SUPPLIER_PERMISSIONS.invite,
        visible: (row) => row.state !== 'registered',
        danger: true,
        confirmTitle: 'resend.title',
        confirmBody: 'resend.body',
        // The server says to whom it went, in the user's language.
        successMessage: false,
        run: async (row) => {
          const answer = await call(supplierApi.resendInvite, {
            id: row.id,
            version: row.version,
          });
          toast.success(answer.msg);
        },
      },
    ],
  });
}

const toolbar: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: token('spacingHorizontalM'),
};

function SupplierInvitesView({ page }: { page: InvitePage }) {
  const { t } = useT(SUPPLIER_INVITES_NS);
  const can = usePermission();
  const [inviting, setInviting] = useState(false);
  const resource = useMemo(() => invitesResource(page), [page]);
  const input = useMemo(() => ({ page }), [page]);
  const kinds = PAGE_KINDS[page];
  // The form's rules (zod) load when the dialog is first asked for.
  const rules = useQuery({
    queryKey: [INVITES_KEY, 'rules'],
    queryFn: loadRules,
    staleTime: Infinity,
    structuralSharing: false,
    enabled: inviting,
  });
  const schema = useMemo(() => rules.data?.inviteFormSchema(kinds), [rules.data, kinds]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token('spacingVerticalM') }}>
      {can(SUPPLIER_PERMISSIONS.invite) ? (
        <div style={toolbar}>
          <Button appearance="primary" icon={<MailAddRegular />} onClick={() => setInviting(true)}>
            {t('invite.button')}
          </Button>
        </div>
      ) : null}
      <ResourceList resource={resource} input={input} stateKey={`supplier-invites-${page}`} />
      {inviting && schema ? (
        <InviteDialog kinds={kinds} schema={schema} onClose={() => setInviting(false)} />
      ) : null}
    </div>
  );
}

export function SupplierInvites({ page }: SupplierInvitesProps) {
  const p: InvitePage = page === 'transport' ? 'transport' : 'supplier';
  return (
    <QueryProvider>
      <SupplierInvitesView page={p} />
    </QueryProvider>
  );
}

export default SupplierInvites;
