// The form of one list entry (a contact, a year's sales, an OEM authorization, a capability, a
// buyer's decision) in a dialog: the kit's ResourceForm over the section's call, which answers the
// whole profile; the dialog closes on success and hands the profile up.
import type { ReactNode } from 'react';
import type { CallInput, SupplierProfile } from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import {
  ResourceForm,
  type FieldDef,
  type FormResource,
  type GetRoute,
  type ListRoute,
  type SaveRoute,
  type SchemaLike,
} from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import { PROFILE_NAME, PROFILE_NS } from './profile-resource';

type ProfileSave = SaveRoute & {
  readonly types?: { input: unknown; answer: { data: SupplierProfile } };
};

export interface EntryForm<V> {
  /** i18n key of the dialog title and of the form's section. */
  title: string;
  fields: Record<string, FieldDef>;
  names: string[];
  route: ProfileSave;
  schema: SchemaLike<V>;
  initial: Partial<V>;
  toInput: (values: V) => unknown;
  submitLabel?: string;
  successMessage?: string;
}

export function entryResource<V>(
  form: EntryForm<V>,
): FormResource<ListRoute, GetRoute, SaveRoute, V> {
  return {
    name: PROFILE_NAME,
    title: form.title,
    ns: PROFILE_NS,
    fields: form.fields,
    save: {
      route: form.route,
      sections: [{ title: form.title, fields: form.names as never }],
      schema: form.schema,
      initialValues: () => form.initial,
      toInput: (v: V) => form.toInput(v) as CallInput<SaveRoute>,
      submitLabel: form.submitLabel ?? 'act.save',
      successMessage: form.successMessage ?? 'toast.saved',
    },
  } as FormResource<ListRoute, GetRoute, SaveRoute, V>;
}

export interface EntryDialogProps<V> {
  form: EntryForm<V>;
  onClose: () => void;
  onSaved: (profile: SupplierProfile) => void;
  /** Above the form (an upload). */
  children?: ReactNode;
}

export function EntryDialog<V>({ form, onClose, onSaved, children }: EntryDialogProps<V>) {
  const { t } = useT(PROFILE_NS);
  return (
    <FormDialog title={t(form.title)} onClose={onClose}>
      {children}
      <ResourceForm
        bare
        resource={entryResource(form)}
        onCancel={onClose}
        onSaved={(answer) => onSaved((answer as { data: SupplierProfile }).data)}
      />
    </FormDialog>
  );
}
