// Inviting a supplier: a modal with the kit's ResourceForm over the createInvite call (company name,
// e-mail, kind), checked by the contract's createInviteInput as the user types after the first
// submit. The server refuses a second open invitation to one address; its message shows above the
// buttons. Success closes the dialog and refetches the list.
import { useMemo } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { supplierApi, type InviteKind } from '@portal/contract';
import { token } from '../../kit/css-token';
import { ResourceForm, defineResource, type SchemaLike } from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import type { InviteValues } from './invite-rules';
import { INVITES_KEY, SUPPLIER_INVITES_NS } from './supplier-invites-text';

export interface InviteDialogProps {
  /** The kinds this page invites; one kind is fixed (transport). */
  kinds: readonly InviteKind[];
  schema: SchemaLike<InviteValues>;
  onClose: () => void;
}

function inviteResource(kinds: readonly InviteKind[], schema: SchemaLike<InviteValues>) {
  return defineResource({
    name: INVITES_KEY,
    title: 'invite.form',
    ns: SUPPLIER_INVITES_NS,
    fields: {
      companyName: { kind: 'text', label: 'f.companyName', required: true, maxLength: 100 },
      email: { kind: 'text', label: 'f.email', required: true, maxLength: 120 },
      kind: {
        kind: 'enum',
        label: 'f.kind',
        enum: 'inviteKind',
        options: kinds,
        required: true,
        readOnly: kinds.length === 1,
      },
    },
    save: {
      route: supplierApi.createInvite,
      sections: [{ title: 'invite.section', fields: ['companyName', 'email', 'kind'] }],
      schema,
      initialValues: () => ({ kind: kinds[0] }),
      submitLabel: 'invite.submit',
      successMessage: 'invite.sent',
    },
  });
}

export function InviteDialog({ kinds, schema, onClose }: InviteDialogProps) {
  const { t } = useT(SUPPLIER_INVITES_NS);
  const resource = useMemo(() => inviteResource(kinds, schema), [kinds, schema]);
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface style={{ maxWidth: 560 }}>
        <DialogBody>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogContent>
            <p style={{ margin: `0 0 ${token('spacingVerticalM')}` }}>{t('invite.intro')}</p>
            <ResourceForm bare resource={resource} onCancel={onClose} onSaved={onClose} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
