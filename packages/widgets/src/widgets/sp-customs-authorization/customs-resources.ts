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
import { defineForm, defineResource, field, stateTabs, type StatusColor } from '../../kit/resource';
import { call } from '../../runtime/http';

export const CUSTOMS_NS = 'customs-authorization';
export const CUSTOMS_KEY = 'customs-authorizations';

const STATE_COLORS: Record<CustomsState, StatusColor> = {
  active: 'success',
  expired: 'subtle',
  revoked: 'danger',
};

const rules = () => import('./customs-rules');
const required = (maxLength: number, hint: string) => ({ required: true, maxLength, hint });
const letter = field.file('f.letter', { purpose: 'general' });
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
      brokerName: field.text('f.brokerName', { required: true, maxLength: 60, width: 160 }),
      idNumber: field.text('f.idNumber', { ...required(40, 'hint.idNumber'), width: 190 }),
      phone: field.text('f.phone', { required: true, maxLength: 30, width: 160 }),
      brokerCompany: field.text('f.brokerCompany', { required: true, maxLength: 100, width: 260 }),
      customsCode: field.text('f.customsCode', { ...required(10, 'hint.customsCode'), width: 140 }),
      scope: field.enum('f.scope', 'scope', CUSTOMS_SCOPES, { required: true, width: 140 }),
      validFrom: field.date('f.validFrom', { required: true, width: 120 }),
      validUntil: field.date('f.validUntil', { required: true, width: 120 }),
      letterName: field.file('f.letter', { idField: 'letterFileId', width: 220 }),
      state: field.status('f.state', 'state', CUSTOMS_STATES, STATE_COLORS, { width: 100 }),
      createdBy: field.text('f.createdBy', { width: 120 }),
      createdAt: field.dateTime('f.createdAt', { width: 160 }),
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
    tabs: stateTabs('state', CUSTOMS_STATES),
    rowActions: [
      {
        key: 'revoke',
        label: 'revoke.label',
        visible: (row) => row.state !== 'revoked',
        danger: true,
        confirmTitle: 'revoke.title',
        confirmBody: 'revoke.body',
        successMessage: 'server',
        run: (row) =>
          call(customsApi.revokeCustoms, { id: row.id, version: row.version, reason: '' }),
      },
    ],
    create: kind === 'personal' ? personalForm : companyForm,
  });
}
