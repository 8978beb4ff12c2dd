// The profile's lists, each an ItemList whose entries are edited in a dialog and saved through the
// section's call with the whole list (the server keeps no half-saved list): contacts (basic),
// annual sales and OEM lists (other). Capabilities and qualification files have their own panels.
import { useState } from 'react';
import {
  annualSalesInput,
  contactInput,
  oemInput,
  supplierProfileApi,
  type SupplierProfile,
} from '@portal/contract';
import type { z } from 'zod';
import { useT } from '../../runtime/i18n';
import { call } from '../../runtime/http';
import { toast } from '../../runtime/toast';
import { renderFieldValue } from '../../kit/field-value';
import { namespaces } from '../../kit/enum-label';
import type { FieldDef } from '../../kit/resource';
import { EntryDialog, type EntryForm } from './entry-dialog';
import { ItemList, type ItemColumn, type ItemListProps } from './item-list';
import {
  PROFILE_NS,
  basicInput,
  contactFields,
  oemFields,
  otherInput,
  salesFields,
} from './profile-resource';

export interface ListProps {
  profile: SupplierProfile;
  /** The entries may be changed (the profile is editable and not shown read-only). */
  editable: boolean;
  onChange: (profile: SupplierProfile) => void;
}

/** Columns that show a field of the entry as the kit formats it. */
function useColumns<T>(fields: Record<string, FieldDef>, names: string[]): ItemColumn<T>[] {
  const { t } = useT(namespaces(PROFILE_NS));
  return names.map((name) => {
    const field = fields[name] as FieldDef;
    return {
      key: name,
      label: field.label,
      render: (item: T) => renderFieldValue(field, name, item, t, PROFILE_NS),
    };
  });
}

/** Replaces entry `index` (or appends it when undefined). */
function put<T>(list: readonly T[], index: number | undefined, item: T): T[] {
  return index === undefined ? [...list, item] : list.map((x, i) => (i === index ? item : x));
}

/** Saves the changed profile and reports it; the call toasts a refusal itself. */
async function save(
  send: () => Promise<{ msg: string; data: SupplierProfile }>,
  onChange: (p: SupplierProfile) => void,
) {
  const answer = await send().catch(() => undefined);
  if (!answer) return;
  toast.success(answer.msg);
  onChange(answer.data);
}

export interface EntryListProps<T, V> extends Omit<
  ItemListProps<T>,
  'onAdd' | 'onEdit' | 'onRemove'
> {
  /** The dialog's form for entry `index`, or for a new one when undefined. */
  form: (index?: number) => EntryForm<V>;
  remove: NonNullable<ItemListProps<T>['onRemove']>;
  editable: boolean;
  onChange: (profile: SupplierProfile) => void;
}

/** An ItemList whose entries are added and edited in an EntryDialog, and removed, when editable. */
function EntryList<T, V>({
  form,
  remove,
  editable,
  onChange,
  addLabel,
  ...list
}: EntryListProps<T, V>) {
  const [open, setOpen] = useState<{ index?: number } | null>(null);
  return (
    <>
      <ItemList
        {...list}
        addLabel={editable ? addLabel : undefined}
        onAdd={() => setOpen({})}
        onEdit={editable ? (index) => setOpen({ index }) : undefined}
        onRemove={editable ? remove : undefined}
      />
      {open ? (
        <EntryDialog
          form={form(open.index)}
          onClose={() => setOpen(null)}
          onSaved={(p) => {
            setOpen(null);
            onChange(p);
          }}
        />
      ) : null}
    </>
  );
}

type Contact = z.output<typeof contactInput>;
type Sales = z.output<typeof annualSalesInput>;
type Oem = z.output<typeof oemInput>;

export function ContactList({ profile, editable, onChange }: ListProps) {
  const columns = useColumns<SupplierProfile['contacts'][number]>(contactFields, [
    'name',
    'position',
    'phone',
    'email',
    'primary',
  ]);
  const contacts = basicInput(profile).contacts ?? [];
  const form = (index?: number): EntryForm<Contact> => ({
    title: 'dialog.contact',
    fields: contactFields,
    names: ['name', 'position', 'phone', 'email', 'primary'],
    route: supplierProfileApi.saveBasic,
    schema: contactInput,
    initial:
      index === undefined
        ? { primary: contacts.length === 0 }
        : (contacts[index] as Partial<Contact>),
    toInput: (c: Contact) => {
      // One primary contact: marking this one takes the mark from the others.
      const others = c.primary ? contacts.map((x) => ({ ...x, primary: false })) : contacts;
      return basicInput(profile, { contacts: put(others, index, c) });
    },
  });
  const remove = (index: number) => {
    const left = contacts.filter((_, i) => i !== index);
    if (left.length && !left.some((c) => c.primary)) left[0] = { ...left[0]!, primary: true };
    return save(
      () => call(supplierProfileApi.saveBasic, basicInput(profile, { contacts: left })),
      onChange,
    );
  };
  return (
    <EntryList
      title="s.contacts"
      empty="note.noContacts"
      items={profile.contacts}
      columns={columns}
      nameOf={(c) => c.name}
      addLabel="act.addContact"
      form={form}
      remove={remove}
      editable={editable}
      onChange={onChange}
    />
  );
}

export function SalesList({ profile, editable, onChange }: ListProps) {
  const columns = useColumns<SupplierProfile['annualSales'][number]>(salesFields, [
    'year',
    'amount',
  ]);
  const sales = otherInput(profile).annualSales ?? [];
  const form = (index?: number): EntryForm<Sales> => ({
    title: 'dialog.annualSales',
    fields: salesFields,
    names: ['year', 'amount', 'currency'],
    route: supplierProfileApi.saveOther,
    schema: annualSalesInput,
    initial:
      index === undefined
        ? { year: new Date().getFullYear() - 1, currency: 'CNY' }
        : (sales[index] as Partial<Sales>),
    toInput: (s: Sales) => otherInput(profile, { annualSales: put(sales, index, s) }),
  });
  const remove = (index: number) =>
    save(
      () =>
        call(
          supplierProfileApi.saveOther,
          otherInput(profile, { annualSales: sales.filter((_, i) => i !== index) }),
        ),
      onChange,
    );
  return (
    <EntryList
      title="s.annualSales"
      empty="note.noSales"
      items={profile.annualSales}
      columns={columns}
      nameOf={(s) => String(s.year)}
      addLabel="act.addSales"
      form={form}
      remove={remove}
      editable={editable}
      onChange={onChange}
    />
  );
}

export function OemList({ profile, editable, onChange }: ListProps) {
  const columns = useColumns<SupplierProfile['oems'][number]>(oemFields, [
    'manufacturer',
    'authorization',
    'validUntil',
  ]);
  const oems = otherInput(profile).oems ?? [];
  const form = (index?: number): EntryForm<Oem> => ({
    title: 'dialog.oem',
    fields: oemFields,
    names: ['manufacturer', 'authorization', 'validUntil'],
    route: supplierProfileApi.saveOther,
    schema: oemInput,
    initial: index === undefined ? {} : (oems[index] as Partial<Oem>),
    toInput: (o: Oem) => otherInput(profile, { oems: put(oems, index, o) }),
  });
  const remove = (index: number) =>
    save(
      () =>
        call(
          supplierProfileApi.saveOther,
          otherInput(profile, { oems: oems.filter((_, i) => i !== index) }),
        ),
      onChange,
    );
  return (
    <EntryList
      title="s.oems"
      empty="note.noOems"
      items={profile.oems}
      columns={columns}
      nameOf={(o) => o.manufacturer}
      addLabel="act.addOem"
      form={form}
      remove={remove}
      editable={editable}
      onChange={onChange}
    />
  );
}

export { save as saveProfileChange };
