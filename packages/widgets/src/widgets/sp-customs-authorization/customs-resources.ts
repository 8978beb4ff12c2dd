// Customs-broker authorizations as one resource definition per kind (a person or a customs
// brokerage company): the list with Revoke after a confirmation, and the form of a new one, its
// signed letter uploaded in the form, checked by the contract's rules before it is sent.
import {
  CUSTOMS_SCOPES,
  CUSTOMS_STATES,
  customsApi,
  type CustomsKind,
  type CustomsState,
} from '@portal/contract';
import { defineForm, defineResource, type StatusColor } from '../../kit/resource';
import { call } from '../../runtime/http';
import { toast } from '../../runtime/toast';

export const CUSTOMS_NS = 'customs-authorization';
export const CUSTOMS_KEY = 'customs-authorizations';

const STATE_COLORS: Record<CustomsState, StatusColor> = {
  active: 'success',
  expired: 'subtle',
  revoked: 'danger',
};

const rules = () => import('./customs-rules');
const letter = { kind: 'file', label: 'f.letter', purpose: 'general' } as const;
const validity = { title: 'add.validity', fields: ['validFrom', 'validUntil'] } as const;
/** Both kinds' forms open the same way. */
const opening = (kind: CustomsKind) =>
  ({
    label: kind === 'personal' ? 'add.buttonPersonal' : 'add.buttonCompany',
    title: kind === 'personal' ? 'add.titlePersonal' : 'add.titleCompany',
    intro: 'add.intro',
    submitLabel: 'add.submit',
    successMessage: 'add.done',
  }) as const;

/** A broker's authorization: the letter first, then who and how long, by the contract's rules. */
const personalForm = defineForm({
  route: customsApi.createCustoms,
  schema: () => rules().then((m) => m.personalRules),
  fields: { letterFileId: letter },
  sections: [
    { title: 'add.letter', fields: ['letterFileId'] },
    { title: 'add.broker', fields: ['brokerName', 'idNumber', 'phone'] },
    validity,
  ],
  ...opening('personal'),
});
const companyForm = defineForm({
  route: customsApi.createCustoms,
  schema: () => rules().then((m) => m.companyRules),
  fields: { letterFileId: letter },
  sections: [
    { title: 'add.letter', fields: ['letterFileId'] },
    { title: 'add.broker', fields: ['brokerCompany', 'customsCode', 'scope'] },
    validity,
  ],
  ...opening('company'),
});

export function customsResource(kind: CustomsKind) {
  return defineResource({
    name: CUSTOMS_KEY,
    title: kind === 'personal' ? 'title.personal' : 'title.company',
    ns: CUSTOMS_NS,
    list: customsApi.listCustoms,
    listInput: { kind },
    emptyHint: kind === 'personal' ? 'empty.personal' : 'empty.company',
    rowName: (row) => row.brokerName || row.brokerCompany,
    fields: {
      brokerName: {
        kind: 'text',
        label: 'f.brokerName',
        required: true,
        maxLength: 60,
        width: 160,
      },
      idNumber: {
        kind: 'text',
        label: 'f.idNumber',
        hint: 'hint.idNumber',
        required: true,
        maxLength: 40,
        width: 190,
      },
      phone: { kind: 'text', label: 'f.phone', required: true, maxLength: 30, width: 160 },
      brokerCompany: {
        kind: 'text',
        label: 'f.brokerCompany',
        required: true,
        maxLength: 100,
        width: 260,
      },
      customsCode: {
        kind: 'text',
        label: 'f.customsCode',
        hint: 'hint.customsCode',
        required: true,
        maxLength: 10,
        width: 140,
      },
      scope: {
        kind: 'enum',
        label: 'f.scope',
        enum: 'scope',
        options: CUSTOMS_SCOPES,
        required: true,
        width: 140,
      },
      validFrom: { kind: 'date', label: 'f.validFrom', required: true, width: 120 },
      validUntil: { kind: 'date', label: 'f.validUntil', required: true, width: 120 },
      letterName: { kind: 'file', label: 'f.letter', idField: 'letterFileId', width: 220 },
      state: {
        kind: 'status',
        label: 'f.state',
        enum: 'state',
        options: CUSTOMS_STATES,
        colors: STATE_COLORS,
        width: 100,
      },
      createdBy: { kind: 'text', label: 'f.createdBy', width: 120 },
      createdAt: { kind: 'date-time', label: 'f.createdAt', width: 160 },
    },
    columns: [
      ...(kind === 'personal'
        ? (['brokerName', 'idNumber', 'phone'] as const)
        : (['brokerCompany', 'customsCode', 'scope'] as const)),
      'validFrom',
      'validUntil',
      'state',
      'letterName',
      'createdBy',
      'createdAt',
    ],
    tabs: [
      { key: 'all', label: 'tab.all', input: {} },
      ...CUSTOMS_STATES.map((state) => ({ key: state, label: `tab.${state}`, input: { state } })),
    ],
    rowActions: [
      {
        key: 'revoke',
        label: 'revoke.label',
        visible: (row) => row.state !== 'revoked',
        danger: true,
        confirmTitle: 'revoke.title',
        confirmBody: 'revoke.body',
        successMessage: false,
        run: async (row) => {
          const input = { id: row.id, version: row.version, reason: '' };
          toast.success((await call(customsApi.revokeCustoms, input)).msg);
        },
      },
    ],
    create: kind === 'personal' ? personalForm : companyForm,
  });
}
