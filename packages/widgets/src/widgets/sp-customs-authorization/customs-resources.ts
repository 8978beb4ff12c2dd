// Customs-broker authorizations as resource definitions: the list of one kind (a person or a
// customs brokerage company) with Revoke after a confirmation, and the form of a new one, whose
// signed letter the dialog uploads beside it.
import {
  CUSTOMS_SCOPES,
  CUSTOMS_STATES,
  customsApi,
  type CallInput,
  type CustomsKind,
  type CustomsScope,
  type CustomsState,
} from '@portal/contract';
import { defineResource, type StatusColor } from '../../kit/resource';
import { call } from '../../runtime/http';
import { toast } from '../../runtime/toast';

export const CUSTOMS_NS = 'customs-authorization';
export const CUSTOMS_KEY = 'customs-authorizations';

const STATE_COLORS: Record<CustomsState, StatusColor> = {
  active: 'success',
  expired: 'subtle',
  revoked: 'danger',
};

const fields = {
  brokerName: { kind: 'text', label: 'f.brokerName', required: true, maxLength: 60 },
  idNumber: {
    kind: 'text',
    label: 'f.idNumber',
    hint: 'hint.idNumber',
    required: true,
    maxLength: 40,
  },
  phone: { kind: 'text', label: 'f.phone', required: true, maxLength: 30 },
  brokerCompany: { kind: 'text', label: 'f.brokerCompany', required: true, maxLength: 100 },
  customsCode: {
    kind: 'text',
    label: 'f.customsCode',
    hint: 'hint.customsCode',
    required: true,
    maxLength: 10,
  },
  scope: { kind: 'enum', label: 'f.scope', enum: 'scope', options: CUSTOMS_SCOPES, required: true },
  validFrom: { kind: 'date', label: 'f.validFrom', required: true },
  validUntil: { kind: 'date', label: 'f.validUntil', required: true },
  letterName: { kind: 'file', label: 'f.letter', idField: 'letterFileId' },
  state: {
    kind: 'status',
    label: 'f.state',
    enum: 'state',
    options: CUSTOMS_STATES,
    colors: STATE_COLORS,
  },
  createdBy: { kind: 'text', label: 'f.createdBy' },
  createdAt: { kind: 'date-time', label: 'f.createdAt' },
} as const;

export function customsListResource(kind: CustomsKind) {
  const who =
    kind === 'personal'
      ? ([
          { field: 'brokerName', width: 160 },
          { field: 'idNumber', width: 190 },
          { field: 'phone', width: 160 },
        ] as const)
      : ([
          { field: 'brokerCompany', width: 260 },
          { field: 'customsCode', width: 140 },
          { field: 'scope', width: 140 },
        ] as const);
  return defineResource({
    name: CUSTOMS_KEY,
    title: kind === 'personal' ? 'title.personal' : 'title.company',
    ns: CUSTOMS_NS,
    list: customsApi.listCustoms,
    listInput: { kind },
    emptyHint: kind === 'personal' ? 'empty.personal' : 'empty.company',
    rowName: (row) => row.brokerName || row.brokerCompany,
    fields,
    columns: [
      ...who,
      { field: 'validFrom', width: 120 },
      { field: 'validUntil', width: 120 },
      { field: 'state', width: 100 },
      { field: 'letterName', width: 220 },
      { field: 'createdBy', width: 120 },
      { field: 'createdAt', width: 160 },
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
          const answer = await call(customsApi.revokeCustoms, {
            id: row.id,
            version: row.version,
            reason: '',
          });
          toast.success(answer.msg);
        },
      },
    ],
  });
}

type CustomsInput = CallInput<typeof customsApi.createCustoms>;
/** What the form edits: either kind's fields (the call takes one kind's, with the letter). */
interface CustomsValues {
  brokerName?: string;
  idNumber?: string;
  phone?: string;
  brokerCompany?: string;
  customsCode?: string;
  scope?: CustomsScope;
  validFrom?: string;
  validUntil?: string;
}

/** The new authorization's form; `letterId` is the uploaded letter's, or '' before it. */
export function customsFormResource(kind: CustomsKind, letterId: string) {
  const who =
    kind === 'personal'
      ? (['brokerName', 'idNumber', 'phone'] as const)
      : (['brokerCompany', 'customsCode', 'scope'] as const);
  return defineResource({
    name: CUSTOMS_KEY,
    title: kind === 'personal' ? 'add.titlePersonal' : 'add.titleCompany',
    ns: CUSTOMS_NS,
    fields,
    save: {
      route: customsApi.createCustoms,
      sections: [
        { title: 'add.broker', fields: [...who] },
        { title: 'add.validity', fields: ['validFrom', 'validUntil'] },
      ],
      // The letter comes first: without it the form says so instead of asking the server.
      schema: {
        safeParse: (values: unknown) =>
          letterId
            ? { success: true as const, data: values as CustomsValues }
            : {
                success: false as const,
                error: { issues: [{ path: ['letterFileId'], message: 'customs.letterRequired' }] },
              },
      },
      toInput: (values: CustomsValues) =>
        ({ ...values, kind, letterFileId: letterId }) as CustomsInput,
      submitLabel: 'add.submit',
      successMessage: 'add.done',
    },
  });
}
