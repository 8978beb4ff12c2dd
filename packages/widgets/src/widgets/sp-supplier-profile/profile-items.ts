// The profile's lists as the kit's record items (RecordItems): contacts, annual sales, OEM lists,
// capabilities and qualification files. Each entry's form opens in the kit's dialog and saves
// through its section's call with the whole list (the server keeps no half-saved list), the
// profile's version and its other fields as loaded; Remove asks first. Every save answers the whole
// profile, which the widget puts in its cache (`onChange`) while the kit refetches it.
import {
  CAPABILITY_DECISIONS,
  supplierProfileApi,
  type ProfileCapability,
  type ProfileQualification,
  type QualificationKind,
  type SupplierKind,
  type SupplierProfile,
  type UploadedFile,
} from '@portal/contract';
import { enumLabel } from '../../kit/enum-label';
import {
  defineForm,
  type AnyFormDef,
  type ItemAction,
  type RecordItemsDef,
  type ResourceBase,
} from '../../kit/resource';
import { call } from '../../runtime/http';
import type { TFunction } from '../../runtime/i18n';
import {
  PROFILE_NAME,
  PROFILE_NS,
  abilityInput,
  basicInput,
  capabilityFields,
  contactFields,
  oemFields,
  otherInput,
  qualificationFields,
  salesFields,
} from './profile-resource';
import { profileRules as rules, sectionSchema } from './profile-schemas';

/** The record the items belong to: its saves refetch the profile. */
export const profileBase: ResourceBase = { name: PROFILE_NAME, ns: PROFILE_NS, fields: {} };

type OnChange = (profile: SupplierProfile) => void;
type Answer = { msg: string; data: SupplierProfile };

/** Replaces entry `index` (or appends it when there is none). */
function put<T>(list: readonly T[], index: number, item: T): T[] {
  return index < 0 ? [...list, item] : list.map((x, i) => (i === index ? item : x));
}

/** Remove, asked first; the server's words after it. */
function removeAction<Item>(send: (item: Item) => Promise<Answer>, onChange: OnChange) {
  return {
    key: 'remove',
    label: 'act.remove',
    rowLabel: 'row.remove',
    danger: true,
    confirmTitle: 'dialog.removeTitle',
    confirmBody: 'dialog.removeBody',
    successMessage: 'server',
    run: async (item: Item) => {
      const answer = await send(item);
      onChange(answer.data);
      return answer;
    },
  } satisfies ItemAction<Item>;
}

/** One form for Add and Edit: `label` is Add's, the entry (if any) its record. */
function entryLists<Item>(
  form: AnyFormDef,
  addLabel: string,
): Pick<RecordItemsDef<Item>, 'create' | 'edit'> {
  return {
    create: { ...form, label: addLabel },
    edit: { ...form, label: 'act.edit', rowLabel: 'row.edit' },
  };
}

const saved = (onChange: OnChange) => ({
  onSaved: (answer: Answer) => onChange(answer.data),
  submitLabel: 'act.save',
  successMessage: 'toast.saved',
});

type Contact = SupplierProfile['contacts'][number];

export function contactItems(
  profile: SupplierProfile,
  onChange: OnChange,
): RecordItemsDef<Contact> {
  const contacts = basicInput(profile).contacts ?? [];
  const at = (row: Contact | undefined) => (row ? profile.contacts.indexOf(row) : -1);
  const form = defineForm({
    route: supplierProfileApi.saveBasic,
    schema: () => rules().then((m) => m.contactInput),
    fields: contactFields,
    sections: [
      { title: 'dialog.contact', fields: ['name', 'position', 'phone', 'email', 'primary'] },
    ],
    // The first contact is the primary one.
    initialValues: (row: Contact | undefined) =>
      row ? (contacts[at(row)] ?? {}) : { primary: contacts.length === 0 },
    toInput: (c, row) => {
      // One primary contact: marking this one takes the mark from the others.
      const others = c.primary ? contacts.map((x) => ({ ...x, primary: false })) : contacts;
      return basicInput(profile, { contacts: put(others, at(row), c) });
    },
    title: 'dialog.contact',
    ...saved(onChange),
  });
  return {
    title: 's.contacts',
    empty: 'note.noContacts',
    fields: contactFields,
    columns: ['name', 'position', 'phone', 'email', 'primary'],
    rowName: (c) => c.name,
    ...entryLists(form, 'act.addContact'),
    rowActions: [
      removeAction((c: Contact) => {
        const left = contacts.filter((_, i) => i !== at(c));
        if (left.length && !left.some((x) => x.primary)) left[0] = { ...left[0]!, primary: true };
        return call(supplierProfileApi.saveBasic, basicInput(profile, { contacts: left }));
      }, onChange),
    ],
  };
}

type Sales = SupplierProfile['annualSales'][number];

export function salesItems(
  profile: SupplierProfile,
  editable: boolean,
  onChange: OnChange,
): RecordItemsDef<Sales> {
  const sales = otherInput(profile).annualSales ?? [];
  const at = (row: Sales | undefined) => (row ? profile.annualSales.indexOf(row) : -1);
  const form = defineForm({
    route: supplierProfileApi.saveOther,
    schema: () => rules().then((m) => m.annualSalesInput),
    fields: salesFields,
    sections: [{ title: 'dialog.annualSales', fields: ['year', 'amount', 'currency'] }],
    initialValues: (row: Sales | undefined) =>
      row
        ? (sales[at(row)] ?? {})
        : { year: new Date().getFullYear() - 1, currency: 'CNY' as const },
    toInput: (s, row) => otherInput(profile, { annualSales: put(sales, at(row), s) }),
    title: 'dialog.annualSales',
    ...saved(onChange),
  });
  return {
    title: 's.annualSales',
    empty: 'note.noSales',
    fields: salesFields,
    columns: ['year', 'amount'],
    rowName: (s) => String(s.year),
    ...(editable
      ? {
          ...entryLists(form, 'act.addSales'),
          rowActions: [
            removeAction(
              (s: Sales) =>
                call(
                  supplierProfileApi.saveOther,
                  otherInput(profile, { annualSales: sales.filter((_, i) => i !== at(s)) }),
                ),
              onChange,
            ),
          ],
        }
      : {}),
  };
}

type Oem = SupplierProfile['oems'][number];

export function oemItems(
  profile: SupplierProfile,
  editable: boolean,
  onChange: OnChange,
): RecordItemsDef<Oem> {
  const oems = otherInput(profile).oems ?? [];
  const at = (row: Oem | undefined) => (row ? profile.oems.indexOf(row) : -1);
  const form = defineForm({
    route: supplierProfileApi.saveOther,
    schema: () => rules().then((m) => m.oemInput),
    fields: oemFields,
    sections: [{ title: 'dialog.oem', fields: ['manufacturer', 'authorization', 'validUntil'] }],
    initialValues: (row: Oem | undefined) => (row ? (oems[at(row)] ?? {}) : {}),
    toInput: (o, row) => otherInput(profile, { oems: put(oems, at(row), o) }),
    title: 'dialog.oem',
    ...saved(onChange),
  });
  return {
    title: 's.oems',
    empty: 'note.noOems',
    fields: oemFields,
    columns: ['manufacturer', 'authorization', 'validUntil'],
    rowName: (o) => o.manufacturer,
    ...(editable
      ? {
          ...entryLists(form, 'act.addOem'),
          rowActions: [
            removeAction(
              (o: Oem) =>
                call(
                  supplierProfileApi.saveOther,
                  otherInput(profile, { oems: oems.filter((_, i) => i !== at(o)) }),
                ),
              onChange,
            ),
          ],
        }
      : {}),
  };
}

const capabilityName = (c: Pick<ProfileCapability, 'businessType' | 'productType'>, t: TFunction) =>
  `${enumLabel(t, 'businessType', c.businessType, PROFILE_NS)} / ${enumLabel(t, 'productType', c.productType, PROFILE_NS)}`;

interface Decision {
  supplierId: string;
  id: string;
  version: number;
  decision: (typeof CAPABILITY_DECISIONS)[number];
  remarks: string;
}

/** The capabilities: the supplier adds and removes pairs; the quality department decides. */
export function capabilityItems(
  profile: SupplierProfile,
  editable: boolean,
  onChange: OnChange,
): RecordItemsDef<ProfileCapability> {
  const input = abilityInput(profile);
  const pairs = input.capabilities ?? [];
  type Pair = (typeof pairs)[number];
  const addForm = defineForm({
    route: supplierProfileApi.saveAbility,
    schema: () => rules().then((m) => sectionSchema(m.capabilityInput, (v: Pair) => v)),
    fields: capabilityFields,
    sections: [{ title: 'dialog.capability', fields: ['businessType', 'productType'] }],
    initialValues: () => ({}),
    toInput: (pair: Pair) => ({ ...input, capabilities: [...pairs, pair] }),
    label: 'act.addCapability',
    title: 'dialog.capability',
    ...saved(onChange),
  });
  // The capability's identity rides in the values, so the call's whole rule checks the decision.
  const decideForm = defineForm({
    route: supplierProfileApi.decideCapability,
    schema: () => rules().then((m) => sectionSchema(m.decideCapabilityInput, (v: Decision) => v)),
    fields: {
      decision: {
        kind: 'enum',
        label: 'f.decision',
        enum: 'decision',
        options: CAPABILITY_DECISIONS,
        required: true,
      },
      remarks: { kind: 'textarea', label: 'f.reason', maxLength: 500 },
    },
    sections: [{ title: 'dialog.decide', fields: ['decision', 'remarks'] }],
    initialValues: (c: ProfileCapability) => ({
      supplierId: profile.id,
      id: c.id,
      version: c.version,
    }),
    title: 'dialog.decide',
    intro: 'dialog.decideIntro',
    introValues: (c, t) => ({ name: capabilityName(c, t) }),
    ...saved(onChange),
    submitLabel: 'act.decide',
    successMessage: 'toast.decided',
  });
  const actions: ItemAction<ProfileCapability>[] = [];
  if (profile.canDecide) {
    actions.push({
      key: 'decide',
      label: 'act.decide',
      rowLabel: 'row.decide',
      primary: true,
      visible: (c) => c.status === 'underReview',
      form: decideForm,
    });
  }
  if (editable) {
    actions.push(
      removeAction((c: ProfileCapability) => {
        const index = profile.capabilities.indexOf(c);
        return call(supplierProfileApi.saveAbility, {
          ...input,
          capabilities: pairs.filter((_, i) => i !== index),
        });
      }, onChange),
    );
  }
  return {
    title: 's.capabilities',
    empty: 'note.noCapabilities',
    fields: capabilityFields,
    columns: ['businessType', 'productType', 'status', 'remarks'],
    rowName: capabilityName,
    create: editable ? addForm : undefined,
    rowActions: actions,
  };
}

interface QualificationValues {
  kind: QualificationKind;
  number: string;
  issuer?: string;
  expiresOn: string;
  file?: UploadedFile[];
}

/**
 * Qualification files: adding uploads the file in the form (the kit's upload, with progress and
 * Cancel) and saves the entry with it; removing asks first.
 */
export function qualificationItems(
  profile: SupplierProfile,
  kind: SupplierKind | undefined,
  can: { add: boolean; remove: boolean },
  onChange: OnChange,
): RecordItemsDef<ProfileQualification> {
  const fields = qualificationFields(kind);
  const build = ({ file, ...v }: QualificationValues) => ({
    ...v,
    version: profile.version,
    fileId: file?.[0]?.id ?? '',
  });
  const addForm = defineForm({
    route: supplierProfileApi.addQualification,
    schema: () =>
      rules().then((m) => sectionSchema(m.addQualificationInput, build, { fileId: 'file' })),
    fields: {
      kind: fields.kind,
      number: fields.number,
      issuer: fields.issuer,
      expiresOn: fields.expiresOn,
      file: { kind: 'file', label: 'f.file', purpose: 'profile', required: true },
    },
    sections: [
      {
        title: 'dialog.qualification',
        fields: ['file', 'kind', 'number', 'issuer', 'expiresOn'],
      },
    ],
    // The business license first: it is what submitting the profile needs.
    initialValues: (): Partial<QualificationValues> => ({
      kind: profile.qualifications.some((q) => q.kind === 'businessLicense')
        ? undefined
        : 'businessLicense',
    }),
    toInput: build,
    label: 'act.addQualification',
    title: 'dialog.qualification',
    ...saved(onChange),
    successMessage: 'toast.qualificationAdded',
  });
  return {
    title: 's.qualifications',
    empty: 'note.noQualifications',
    fields,
    columns: ['kind', 'number', 'issuer', 'expiresOn', 'expiry', 'fileName'],
    rowName: (q, t) => `${enumLabel(t, 'qualificationKind', q.kind, PROFILE_NS)} ${q.number}`,
    create: can.add ? addForm : undefined,
    rowActions: can.remove
      ? [
          removeAction(
            (q: ProfileQualification) =>
              call(supplierProfileApi.removeQualification, {
                version: profile.version,
                id: q.id,
              }),
            onChange,
          ),
        ]
      : [],
  };
}
