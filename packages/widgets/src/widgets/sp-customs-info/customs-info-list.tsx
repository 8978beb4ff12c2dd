// The customs information list of one side (docs/product-rules.md#customs-information): each ship
// notice with its customs state, HS code, declared value, origin, broker and declaration number.
// The supplier's rows open the customs form (not once released); the buyer's list and the
// transport supplier's (the notices its confirmed transport orders carry) only read and add the
// supplier column.
import { useMemo } from 'react';
import {
  COUNTRIES,
  CURRENCIES,
  CUSTOMS_INFO_STATES,
  customsInfoApi,
  nextCustomsInfoStates,
  type CustomsInfoRow,
  type CustomsInfoState,
} from '@portal/contract';
import {
  ResourceList,
  callOptions,
  defineForm,
  defineResource,
  field,
  type StatusColor,
} from '../../kit/resource';
import { shipmentStateField } from '../../kit/status-colors';
import { CUSTOMS_INFO_NS } from './customs-info-text';
import type { CustomsFormValues } from './customs-info-rules';

export type CustomsInfoListSide = 'supplier' | 'buyer' | 'carrier';

const STATE_COLORS: Record<CustomsInfoState, StatusColor> = {
  toDeclare: 'warning',
  declared: 'informative',
  released: 'success',
  held: 'danger',
};

const rules = () => import('./customs-info-rules').then((m) => m.customsFormRules);

/** The brokers the supplier may choose: its valid authorizations, searched on the server. */
const brokers = callOptions(
  customsInfoApi.listCustomsBrokers,
  (q) => ({ q, current: 1, size: 50 }),
  (b) => ({ value: b.id, label: b.name }),
);

const customsForm = defineForm({
  route: customsInfoApi.saveCustomsInfo,
  schema: rules,
  fields: {
    brokerId: field.lookup('f.broker', brokers, { required: true, labelField: 'brokerName' }),
    documentIds: field.file('f.documents', { multiple: true, purpose: 'general' }),
  },
  // Only the states the server takes from the row's (its 409 otherwise): one rule, the contract's.
  fieldsFor: (row: CustomsInfoRow) => ({
    state: field.enum('f.customsState', 'customsState', nextCustomsInfoStates(row.customsState), {
      required: true,
    }),
  }),
  sections: [
    { title: 'form.goods', fields: ['hsCode', 'declaredValue', 'currency', 'originCountry'] },
    { title: 'form.declaration', fields: ['brokerId', 'state', 'declarationNumber'] },
    { title: 'form.documents', fields: ['documentIds'] },
  ],
  initialValues: (row: CustomsInfoRow): Partial<CustomsFormValues> =>
    ({
      hsCode: row.hsCode,
      declaredValue: row.declaredValue ?? undefined,
      currency: row.currency ?? undefined,
      originCountry: row.originCountry ?? undefined,
      brokerId: row.brokerId ?? '',
      // The broker picker shows the chosen broker's name from this value.
      brokerName: row.brokerName,
      state: row.customsState,
      declarationNumber: row.declarationNumber,
      // The upload field holds files; the rules turn them into ids.
      documentIds: row.documents,
    }) as unknown as Partial<CustomsFormValues>,
  toInput: (values: CustomsFormValues, row: CustomsInfoRow) => ({
    ...values,
    shipmentId: row.shipmentId,
    version: row.version,
  }),
  label: 'form.open',
  title: 'form.title',
  titleValues: (row: CustomsInfoRow) => ({ number: row.noticeNumber }),
  intro: 'form.intro',
  submitLabel: 'form.submit',
  successMessage: 'form.done',
});

const TITLES: Record<CustomsInfoListSide, string> = {
  supplier: 'list.title',
  buyer: 'list.buyerTitle',
  carrier: 'list.carrierTitle',
};
/** The buyer reads every supplier's, the carrier those its confirmed transport orders carry. */
const LISTS = {
  supplier: customsInfoApi.listSupplierCustomsInfo,
  buyer: customsInfoApi.listBuyerCustomsInfo,
  carrier: customsInfoApi.listCarrierCustomsInfo,
} as const;

function customsInfoResource(side: CustomsInfoListSide) {
  return defineResource({
    name: 'customs-info',
    title: TITLES[side],
    ns: CUSTOMS_INFO_NS,
    list: LISTS[side],
    emptyHint: side === 'carrier' ? 'carrier.empty' : 'list.empty',
    rowId: (row) => row.shipmentId,
    rowName: (row) => row.noticeNumber,
    fields: {
      noticeNumber: field.text('f.noticeNumber'),
      contractNumber: field.text('f.contractNumber'),
      supplierName: field.text('f.supplierName'),
      shipmentState: shipmentStateField('f.shipmentState'),
      shipDate: field.date('f.shipDate'),
      customsState: field.status(
        'f.customsState',
        'customsState',
        CUSTOMS_INFO_STATES,
        STATE_COLORS,
      ),
      hsCode: field.text('f.hsCode', { required: true, maxLength: 10, hint: 'hint.hsCode' }),
      declaredValue: field.number('f.declaredValue', { required: true, min: 0.01, step: 0.01 }),
      currency: field.enum('f.currency', 'raw', CURRENCIES, { required: true }),
      originCountry: field.enum('f.originCountry', 'country', COUNTRIES, {
        required: true,
        search: true,
      }),
      brokerName: field.text('f.broker'),
      declarationNumber: field.text('f.declarationNumber', {
        maxLength: 18,
        hint: 'hint.declarationNumber',
      }),
      documents: field.text('f.documents'),
      q: field.text('list.search'),
    },
    columns: [
      { field: 'noticeNumber', width: 170, essential: true },
      { field: 'contractNumber', width: 150 },
      ...(side === 'supplier' ? [] : [{ field: 'supplierName' as const, width: 180 }]),
      { field: 'shipmentState', width: 120 },
      { field: 'customsState', width: 120, essential: true },
      { field: 'hsCode', width: 120 },
      {
        field: 'declaredValue',
        width: 150,
        render: (row: CustomsInfoRow) =>
          row.declaredValue === null ? '' : `${row.currency ?? ''} ${row.declaredValue}`,
      },
      { field: 'originCountry', width: 130 },
      { field: 'brokerName', width: 160 },
      { field: 'declarationNumber', width: 190 },
      {
        field: 'documents',
        width: 200,
        render: (row: CustomsInfoRow) => row.documents.map((d) => d.name).join(', '),
      },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'customsState',
        label: 'f.customsState',
        enum: 'customsState',
        options: CUSTOMS_INFO_STATES,
      },
    ],
    rowActions:
      side === 'supplier'
        ? [
            {
              key: 'customs',
              label: 'form.open',
              visible: (row: CustomsInfoRow) => row.customsState !== 'released',
              form: customsForm,
              primary: true,
            },
          ]
        : [],
  });
}

export function CustomsInfoList({ side }: { side: CustomsInfoListSide }) {
  const resource = useMemo(() => customsInfoResource(side), [side]);
  return <ResourceList resource={resource} stateKey={`customs-info:${side}`} />;
}
