// The company profile as resource definitions: the read-only sections (ResourceDetail), the forms of
// the basic and other sections' own fields, and the small forms of one list entry (a contact, a
// year's sales, an OEM authorization, a capability, a qualification file), each saved through its
// section's call with the whole list, the profile's version and its other fields as loaded.
import {
  CAPABILITY_BUSINESS_TYPES,
  CAPABILITY_PRODUCT_TYPES,
  CAPABILITY_STATES,
  COUNTRIES,
  CURRENCIES,
  EXPIRY_STATES,
  OEM_AUTHORIZATIONS,
  QUALIFICATION_KINDS,
  TAX_CATEGORIES,
  TRANSPORT_QUALIFICATION_KINDS,
  supplierProfileApi,
  type CallInput,
  type Country,
  type ProfileSection,
  type SupplierKind,
  type SupplierProfile,
} from '@portal/contract';
import { createElement } from 'react';
import { Input } from '@fluentui/react-components';
import {
  defineResource,
  type DetailSectionDef,
  type FieldInputProps,
  type FieldRender,
  type SchemaLike,
  type StatusColor,
} from '../../kit/resource';
import type { TFunction } from '../../runtime/i18n';
import { auditStateField } from '../../kit/status-colors';
import { profileRules as rules, sectionSchema } from './profile-schemas';

export const PROFILE_NS = 'supplier-profile';
/** Query-key root of the profile: the forms' saves refetch it. */
export const PROFILE_NAME = 'supplier-profile';
/** The record's id in the query key: the supplier's own profile has none. */
export const OWN = 'own';

export const CAPABILITY_COLORS: Record<string, StatusColor> = {
  toBeSubmitted: 'warning',
  underReview: 'informative',
  auditCompleted: 'success',
  noPass: 'danger',
};
export const EXPIRY_COLORS: Record<string, StatusColor> = {
  none: 'subtle',
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

function businessTypesText(value: readonly string[], _record: unknown, t: TFunction): string {
  return value.length
    ? value.map((b) => t(`enum.supplierBusinessType.${b}`)).join(', ')
    : t('note.none');
}
function gradeText(value: string | null, _record: unknown, t: TFunction): string {
  return value ?? t('note.none');
}

const fields = {
  code: { kind: 'text', label: 'f.code' },
  name: { kind: 'text', label: 'f.name', required: true, maxLength: 100 },
  nameEn: { kind: 'text', label: 'f.nameEn', required: true, maxLength: 200 },
  country: {
    kind: 'enum',
    label: 'f.country',
    enum: 'country',
    options: COUNTRIES,
    required: true,
  },
  taxCategory: {
    kind: 'enum',
    label: 'f.taxCategory',
    enum: 'taxCategory',
    options: TAX_CATEGORIES,
    readOnly: true,
  },
  taxId: { kind: 'text', label: 'f.taxId', readOnly: true },
  // What the supplier does for the buyer and its quality grade: set by the buyer (invitation,
  // import, assessment), shown only.
  businessTypes: {
    kind: 'text',
    label: 'f.businessTypes',
    readOnly: true,
    render: businessTypesText as FieldRender,
  },
  grade: { kind: 'text', label: 'f.grade', readOnly: true, render: gradeText as FieldRender },
  state: auditStateField('f.state'),
  registeredCapital: {
    kind: 'money',
    label: 'f.registeredCapital',
    currencyField: 'capitalCurrency',
  },
  capitalCurrency: { kind: 'enum', label: 'f.capitalCurrency', enum: 'raw', options: CURRENCIES },
  licenseNumber: { kind: 'text', label: 'f.licenseNumber', required: true, maxLength: 60 },
  legalRepresentative: {
    kind: 'text',
    label: 'f.legalRepresentative',
    required: true,
    maxLength: 60,
  },
  foundedOn: { kind: 'date', label: 'f.foundedOn' },
  registeredAddress: {
    kind: 'textarea',
    label: 'f.registeredAddress',
    required: true,
    maxLength: 300,
  },
  officeAddress: { kind: 'textarea', label: 'f.officeAddress', maxLength: 300 },
  website: { kind: 'text', label: 'f.website', maxLength: 200 },
  warehouseAddress: { kind: 'textarea', label: 'f.warehouseAddress', maxLength: 300 },
  warehouseArea: { kind: 'number', label: 'f.warehouseArea', min: 0, step: 0.01, unit: 'unit.sqm' },
} as const;

const contactFields = {
  name: { kind: 'text', label: 'f.contactName', required: true, maxLength: 60 },
  position: { kind: 'text', label: 'f.position', maxLength: 60 },
  phone: { kind: 'text', label: 'f.phone', maxLength: 30 },
  email: { kind: 'text', label: 'f.email', maxLength: 120 },
  primary: { kind: 'boolean', label: 'f.primary' },
} as const;
const salesFields = {
  year: { kind: 'number', label: 'f.year', required: true, min: 1900, max: 2100 },
  amount: { kind: 'money', label: 'f.amount', required: true, currencyField: 'currency' },
  currency: { kind: 'enum', label: 'f.currency', enum: 'raw', options: CURRENCIES, required: true },
} as const;
const oemFields = {
  manufacturer: { kind: 'text', label: 'f.manufacturer', required: true, maxLength: 120 },
  authorization: {
    kind: 'enum',
    label: 'f.authorization',
    enum: 'oemAuthorization',
    options: OEM_AUTHORIZATIONS,
    required: true,
  },
  validUntil: { kind: 'date', label: 'f.validUntil' },
} as const;
const capabilityFields = {
  businessType: {
    kind: 'enum',
    label: 'f.businessType',
    enum: 'businessType',
    options: CAPABILITY_BUSINESS_TYPES,
    required: true,
  },
  productType: {
    kind: 'enum',
    label: 'f.productType',
    enum: 'productType',
    options: CAPABILITY_PRODUCT_TYPES,
    required: true,
  },
  status: {
    kind: 'status',
    label: 'f.status',
    enum: 'capabilityState',
    options: CAPABILITY_STATES,
    colors: CAPABILITY_COLORS,
  },
  remarks: { kind: 'text', label: 'f.remarks' },
  decidedAt: { kind: 'date-time', label: 'f.decidedAt' },
} as const;

export function qualificationKinds(kind: SupplierKind | undefined) {
  return kind === 'transport' ? TRANSPORT_QUALIFICATION_KINDS : QUALIFICATION_KINDS;
}

function qualificationFields(kind: SupplierKind | undefined) {
  return {
    kind: {
      kind: 'enum',
      label: 'f.kind',
      enum: 'qualificationKind',
      options: qualificationKinds(kind),
      required: true,
    },
    number: { kind: 'text', label: 'f.number', required: true, maxLength: 80 },
    issuer: { kind: 'text', label: 'f.issuer', maxLength: 120 },
    expiresOn: { kind: 'date', label: 'f.expiresOn', required: true },
    expiry: {
      kind: 'status',
      label: 'f.expiry',
      enum: 'expiry',
      options: EXPIRY_STATES,
      colors: EXPIRY_COLORS,
    },
    fileName: { kind: 'file', label: 'f.fileName', idField: 'fileId' },
    fileSize: { kind: 'bytes', label: 'f.fileSize' },
  } as const;
}

// ---- read-only -----------------------------------------------------------------------------------

type Sections = DetailSectionDef<SupplierProfile>[];

function basicSections(kind: SupplierKind | undefined): Sections {
  const registration =
    kind === 'transport'
      ? ([
          'licenseNumber',
          'legalRepresentative',
          'foundedOn',
          'registeredAddress',
          'officeAddress',
          'website',
        ] as const)
      : ([
          'registeredCapital',
          'licenseNumber',
          'legalRepresentative',
          'foundedOn',
          'registeredAddress',
          'officeAddress',
          'website',
        ] as const);
  return [
    {
      title: 's.company',
      // The audit state is the header's badge.
      fields: [
        'code',
        'name',
        'nameEn',
        'country',
        'taxCategory',
        'taxId',
        'businessTypes',
        'grade',
      ],
    },
    { title: 's.registration', fields: [...registration] },
    {
      title: 's.contacts',
      table: 'contacts',
      empty: 'note.noContacts',
      fields: contactFields,
      columns: [
        { field: 'name', width: 140 },
        { field: 'position', width: 140 },
        { field: 'phone', width: 160 },
        { field: 'email', width: 220 },
        { field: 'primary', width: 120 },
      ],
    },
  ];
}

/** The other section's own fields; annual sales and OEM lists are ItemLists of the widget. */
const otherSections: Sections = [
  { title: 's.warehouse', fields: ['warehouseAddress', 'warehouseArea'] },
];

const abilitySections: Sections = [
  {
    title: 's.capabilities',
    table: 'capabilities',
    empty: 'note.noCapabilities',
    wrap: true,
    fields: capabilityFields,
    columns: [
      { field: 'businessType', width: 150 },
      { field: 'productType', width: 200 },
      { field: 'status', width: 150 },
      { field: 'remarks', width: 260 },
      { field: 'decidedAt', width: 170 },
    ],
  },
];

export function detailSections(section: ProfileSection, kind: SupplierKind | undefined): Sections {
  if (section === 'basic') return basicSections(kind);
  if (section === 'other') return otherSections;
  return abilitySections;
}

/** The supplier's own profile, read-only. */
export function ownDetailResource(section: ProfileSection, kind: SupplierKind | undefined) {
  return defineResource({
    name: PROFILE_NAME,
    ns: PROFILE_NS,
    fields,
    get: { route: supplierProfileApi.getOwnProfile, input: () => ({}) },
    detail: { sections: detailSections(section, kind) },
  });
}

/** A supplier's profile for buyer staff, read-only. */
export function buyerDetailResource(section: ProfileSection, kind: SupplierKind | undefined) {
  return defineResource({
    name: PROFILE_NAME,
    ns: PROFILE_NS,
    fields,
    get: { route: supplierProfileApi.getProfile, input: (id: string) => ({ id }) },
    detail: { sections: detailSections(section, kind) },
  });
}

// ---- what a save sends -----------------------------------------------------------------------------

type BasicInput = CallInput<typeof supplierProfileApi.saveBasic>;
type OtherInput = CallInput<typeof supplierProfileApi.saveOther>;
type AbilityInput = CallInput<typeof supplierProfileApi.saveAbility>;

const opt = (v: string) => (v === '' ? undefined : v);

/** The basic section's call input as loaded, with `patch` over it. */
export function basicInput(p: SupplierProfile, patch: Partial<BasicInput> = {}): BasicInput {
  return {
    version: p.version,
    name: p.name,
    nameEn: opt(p.nameEn),
    country: (p.country ?? undefined) as Country,
    registeredCapital: p.registeredCapital,
    capitalCurrency: p.capitalCurrency,
    licenseNumber: opt(p.licenseNumber),
    legalRepresentative: opt(p.legalRepresentative),
    foundedOn: p.foundedOn,
    registeredAddress: opt(p.registeredAddress),
    officeAddress: opt(p.officeAddress),
    website: opt(p.website),
    contacts: p.contacts.map((c) => ({
      name: c.name,
      position: opt(c.position),
      phone: opt(c.phone),
      email: opt(c.email),
      primary: c.primary,
    })),
    ...patch,
  };
}

export function otherInput(p: SupplierProfile, patch: Partial<OtherInput> = {}): OtherInput {
  return {
    version: p.version,
    warehouseAddress: opt(p.warehouseAddress),
    warehouseArea: p.warehouseArea,
    annualSales: p.annualSales.map((s) => ({
      year: s.year,
      amount: s.amount,
      currency: s.currency,
    })),
    oems: p.oems.map((o) => ({
      manufacturer: o.manufacturer,
      authorization: o.authorization,
      validUntil: o.validUntil,
    })),
    ...patch,
  };
}

export function abilityInput(p: SupplierProfile, patch: Partial<AbilityInput> = {}): AbilityInput {
  return {
    version: p.version,
    capabilities: p.capabilities.map((c) => ({
      businessType: c.businessType,
      productType: c.productType,
    })),
    ...patch,
  };
}

// ---- forms ---------------------------------------------------------------------------------------

/** The basic form's values; business types and grade are shown in it, never a value. */
export type BasicValues = Omit<BasicInput, 'version' | 'contacts'> & {
  businessTypes?: undefined;
  grade?: undefined;
};
export type OtherValues = Pick<OtherInput, 'warehouseAddress' | 'warehouseArea'>;

/** The basic section's own fields; contacts are saved from their list. */
export function basicFormResource(profile: () => SupplierProfile, kind: SupplierKind | undefined) {
  const registration =
    kind === 'transport'
      ? (['licenseNumber', 'legalRepresentative', 'foundedOn', 'website'] as const)
      : ([
          'registeredCapital',
          'capitalCurrency',
          'licenseNumber',
          'legalRepresentative',
          'foundedOn',
          'website',
        ] as const);
  // Shown as in the read-only profile, never edited nor sent: the buyer sets them.
  const shown =
    (text: (p: SupplierProfile, t: TFunction) => string) =>
    ({ t }: FieldInputProps) =>
      createElement(Input, { readOnly: true, value: text(profile(), t) });
  return defineResource({
    name: PROFILE_NAME,
    title: 'title.basic',
    ns: PROFILE_NS,
    fields: {
      ...fields,
      businessTypes: {
        ...fields.businessTypes,
        input: shown((p, t) => businessTypesText(p.businessTypes, p, t)),
      },
      grade: { ...fields.grade, input: shown((p, t) => gradeText(p.grade, p, t)) },
    },
    save: {
      route: supplierProfileApi.saveBasic,
      sections: [
        { title: 's.company', fields: ['name', 'nameEn', 'country', 'businessTypes', 'grade'] },
        {
          title: 's.registration',
          fields: [...registration, 'registeredAddress', 'officeAddress'],
        },
      ],
      schema: (): Promise<SchemaLike<BasicValues>> =>
        rules().then((m) =>
          sectionSchema<BasicValues>(m.saveBasicInput, (v) => basicInput(profile(), v)),
        ),
      initialValues: (): Partial<BasicValues> => {
        const { version: _v, contacts: _c, ...rest } = basicInput(profile());
        return rest;
      },
      toInput: (values: BasicValues) => basicInput(profile(), values),
      successMessage: 'toast.saved',
      submitLabel: 'act.save',
    },
  });
}

export function otherFormResource(profile: () => SupplierProfile) {
  return defineResource({
    name: PROFILE_NAME,
    title: 'title.other',
    ns: PROFILE_NS,
    fields,
    save: {
      route: supplierProfileApi.saveOther,
      sections: [{ title: 's.warehouse', fields: ['warehouseAddress', 'warehouseArea'] }],
      schema: (): Promise<SchemaLike<OtherValues>> =>
        rules().then((m) =>
          sectionSchema<OtherValues>(m.saveOtherInput, (v) => otherInput(profile(), v)),
        ),
      initialValues: (): Partial<OtherValues> => {
        const p = profile();
        return { warehouseAddress: opt(p.warehouseAddress), warehouseArea: p.warehouseArea };
      },
      toInput: (values: OtherValues) => otherInput(profile(), values),
      successMessage: 'toast.saved',
      submitLabel: 'act.save',
    },
  });
}

export { capabilityFields, contactFields, oemFields, qualificationFields, salesFields };
