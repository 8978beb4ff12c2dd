// The operation log as kit resources: the list (newest first, by type, account, business days and
// text; a buyer's rows name their company, which filters the list when picked) and one entry with
// what its change changed, before and after.
import type { ReactNode } from 'react';
import {
  OPERATION_LOG_TYPE_CODES,
  operationLogApi,
  operationLogItemText,
  type OperationLogRow,
} from '@portal/contract';
import { defineResource } from '../../kit/resource';
import { getLanguage } from '../../runtime/i18n';
import { OPERATION_LOG_KEY, OPERATION_LOG_NS } from './operation-log-text';

const fields = {
  createdAt: { kind: 'date-time', label: 'f.createdAt' },
  name: { kind: 'text', label: 'f.name' },
  account: { kind: 'text', label: 'f.account' },
  companyName: { kind: 'text', label: 'f.companyName' },
  type: {
    kind: 'enum',
    label: 'f.type',
    enum: 'operationLogType',
    options: OPERATION_LOG_TYPE_CODES,
  },
  item: { kind: 'text', label: 'f.item' },
  ip: { kind: 'text', label: 'f.ip' },
  mac: { kind: 'text', label: 'f.mac' },
  q: { kind: 'text', label: 'f.q' },
} as const;

export function operationLogResource(options: {
  /** A buyer's list shows the company column. */
  companies: boolean;
  /** The company cell: a button that narrows the list to it. */
  companyCell: (row: OperationLogRow) => ReactNode;
  /** The item cell: the item's code in the page's words (@portal/contract's OPERATION_LOG_ITEMS). */
  itemCell: (row: OperationLogRow) => ReactNode;
  open: (row: OperationLogRow) => void;
}) {
  return defineResource({
    name: OPERATION_LOG_KEY,
    title: 'title',
    ns: OPERATION_LOG_NS,
    list: operationLogApi.listOperationLogs,
    emptyHint: 'empty',
    fields,
    columns: [
      { field: 'name', width: 130, essential: true, card: 'title' },
      { field: 'account', width: 150 },
      ...(options.companies
        ? [{ field: 'companyName' as const, width: 220, render: options.companyCell }]
        : []),
      { field: 'type', width: 90, card: 'subtitle' },
      { field: 'item', width: 320, render: options.itemCell },
      { field: 'ip', width: 130 },
      { field: 'mac', width: 150 },
      { field: 'createdAt', width: 170 },
    ],
    filters: [
      {
        kind: 'select',
        param: 'type',
        label: 'f.type',
        enum: 'operationLogType',
        options: OPERATION_LOG_TYPE_CODES,
      },
      { kind: 'text', param: 'account', label: 'f.account' },
      { kind: 'date-range', from: 'from', to: 'to', label: 'f.range' },
      { kind: 'text', param: 'q', label: 'f.q' },
    ],
    rowLink: { field: 'name', onOpen: options.open },
  });
}

/** One entry: its fields as the list shows them, then the record before and after the change. */
export const operationLogEntryResource = defineResource({
  name: OPERATION_LOG_KEY,
  title: 'detail.title',
  ns: OPERATION_LOG_NS,
  get: { route: operationLogApi.getOperationLog, input: (id) => ({ id }) },
  fields: {
    ...fields,
    // The entry's item in the page's words, as in the list.
    item: {
      ...fields.item,
      render: (value: string) => operationLogItemText(value, getLanguage()),
    },
    before: { kind: 'json', label: 'f.before', empty: 'detail.noChanges' },
    after: { kind: 'json', label: 'f.after', empty: 'detail.noChanges' },
  },
  detail: {
    sections: [
      {
        title: 'detail.entry',
        fields: ['name', 'account', 'companyName', 'type', 'item', 'ip', 'mac', 'createdAt'],
      },
      { title: 'detail.before', fields: ['before'], labels: false },
      { title: 'detail.after', fields: ['after'], labels: false },
    ],
  },
});
