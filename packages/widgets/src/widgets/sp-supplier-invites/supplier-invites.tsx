// sp-supplier-invites: the buyer's invitations (/hna/invite/index for aviation-material and
// 21-department suppliers, /hna/pdInvite/index for transport suppliers): company, e-mail, kind, state
// (sent, registered, expired), expiry, how often and when it was sent, by whom, and the company that
// registered with it; tabs by state and a search. "Resend" (sent and expired rows, after a
// confirmation, as it makes the old code stop working) mails a new code; "Invite supplier" opens the
// invitation form, checked by the contract's rules (loaded with the form).
import { useId, useMemo, type CSSProperties } from 'react';
import { MailAddRegular } from '@fluentui/react-icons';
import {
  INVITE_STATES,
  SUPPLIER_PERMISSIONS,
  supplierApi,
  type InviteKind,
  type InviteState,
} from '@portal/contract';
import {
  ResourceList,
  defineForm,
  defineResource,
  field,
  stateTabs,
  type StatusColor,
} from '../../kit/resource';
import { token } from '../../kit/css-token';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { INVITES_KEY, SUPPLIER_INVITES_NS } from './supplier-invites-text';

export type InvitePage = 'supplier' | 'transport';

const sectionStyle: CSSProperties = { display: 'flex', flexDirection: 'column', minWidth: 0 };
/** A section's h2, as the kit's detail titles are. */
const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};

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
const STATE_COLORS: Record<InviteState, StatusColor> = {
  sent: 'warning',
  registered: 'success',
  expired: 'subtle',
};

const rules = () => import('./invite-rules');
/** One rules loader per page, so each page's schema is made once. */
const pageRules: Record<InvitePage, () => ReturnType<typeof inviteSchema>> = {
  supplier: () => inviteSchema(PAGE_KINDS.supplier),
  transport: () => inviteSchema(PAGE_KINDS.transport),
};
function inviteSchema(kinds: readonly InviteKind[]) {
  return rules().then((m) => m.inviteFormSchema(kinds));
}

const inviteForm = (page: InvitePage) =>
  defineForm({
    route: supplierApi.createInvite,
    schema: pageRules[page],
    sections: [{ title: 'invite.section', fields: ['companyName', 'email', 'kind'] }],
    initialValues: () => ({ kind: PAGE_KINDS[page][0] }),
    label: 'invite.button',
    title: 'invite.title',
    intro: 'invite.intro',
    submitLabel: 'invite.submit',
    successMessage: 'invite.sent',
    permission: SUPPLIER_PERMISSIONS.invite,
    maxWidth: 560,
  });

export function invitesResource(page: InvitePage) {
  const kinds = PAGE_KINDS[page];
  return defineResource({
    name: INVITES_KEY,
    title: page === 'transport' ? 'titleTransport' : 'title',
    ns: SUPPLIER_INVITES_NS,
    list: supplierApi.listInvites,
    emptyHint: 'empty',
    rowName: (row) => row.companyName,
    fields: {
      companyName: field.text('f.companyName', { required: true, maxLength: 100, width: 200 }),
      email: field.text('f.email', { required: true, maxLength: 120, width: 220 }),
      // One kind (transport) is fixed in the form.
      kind: field.enum('f.kind', 'inviteKind', kinds, {
        required: true,
        readOnly: kinds.length === 1,
        width: 130,
      }),
      state: field.status('f.state', 'inviteState', INVITE_STATES, STATE_COLORS, { width: 100 }),
      expiresAt: field.dateTime('f.expiresAt', { width: 150 }),
      sentCount: field.number('f.sentCount', { width: 80 }),
      lastSentAt: field.dateTime('f.lastSentAt', { width: 150 }),
      invitedBy: field.text('f.invitedBy', { width: 120 }),
      registeredCompany: field.text('f.registeredCompany', { width: 200 }),
      q: field.text('f.q'),
    },
    columns: [
      'companyName',
      'email',
      'kind',
      'state',
      'expiresAt',
      'sentCount',
      'lastSentAt',
      'invitedBy',
      'registeredCompany',
    ],
    tabs: stateTabs('state', INVITE_STATES),
    filters: ['q'],
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
        successMessage: 'server',
        run: (row) => call(supplierApi.resendInvite, { id: row.id, version: row.version }),
      },
    ],
    create: inviteForm(page),
  });
}

export function SupplierInvites({ page }: SupplierInvitesProps) {
  const p: InvitePage = page === 'transport' ? 'transport' : 'supplier';
  const resource = useMemo(() => invitesResource(p), [p]);
  const input = useMemo(() => ({ page: p }), [p]);
  const { t } = useT(SUPPLIER_INVITES_NS);
  const headingId = useId();
  // Its own heading and region: on the invitations page another list (the new suppliers) follows,
  // and two search-and-table blocks without names read as one. The heading says which invitations
  // these are rather than repeating the page's title above it.
  return (
    <section aria-labelledby={headingId} style={sectionStyle}>
      <h2 id={headingId} style={headingStyle}>
        {t(p === 'transport' ? 'sentHeadingTransport' : 'sentHeading')}
      </h2>
      <ResourceList
        resource={resource}
        input={input}
        stateKey={`supplier-invites-${p}`}
        addIcon={MailAddRegular}
      />
    </section>
  );
}

export default SupplierInvites;
