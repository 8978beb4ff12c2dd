// The contract's fields and detail sections (docs/product-rules.md#contracts-and-orders), written
// once for every contract screen: the supplier's list and contract page, and later the buyer's
// review page, which defines its own resource over its own call with these same sections.
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  LINE_ANSWERS,
  type ContractDetail,
  type ContractLine,
  type ContractState,
  type LineAnswer,
} from '@portal/contract';
import type { TFunction } from '../runtime/i18n';
import type {
  DetailSectionDef,
  FieldDef,
  StatusColor,
  StatusField,
} from '../kit/resource/resource-types';
import { formatDate, formatNumber } from '../runtime/format';
import { CONTRACTS_NS } from './contract-text';

/** Amber while the supplier must answer, blue while the buyer must, green done, red refused. */
export const CONTRACT_STATE_COLORS: Record<ContractState, StatusColor> = {
  toConfirm: 'warning',
  confirmed: 'success',
  changed: 'brand',
  rejected: 'danger',
  closed: 'subtle',
};

export const LINE_ANSWER_COLORS: Record<LineAnswer, StatusColor> = {
  open: 'informative',
  confirmed: 'success',
  amended: 'brand',
  rejected: 'danger',
};

/** A contract's state as its coloured badge; `label` is an i18n key. */
export const contractStateField = (label: string): StatusField => ({
  kind: 'status',
  label,
  enum: 'contractState',
  options: CONTRACT_STATES,
  colors: CONTRACT_STATE_COLORS,
});

export const contractKindField = (label: string): FieldDef => ({
  kind: 'enum',
  label,
  enum: 'contractKind',
  options: CONTRACT_KINDS,
});

/** "10 × 1 Dec 2026; 5 × 15 Jan 2027": a line's promised deliveries. */
export function deliveriesText(deliveries: readonly { quantity: number; date: string }[]): string {
  return deliveries.map((d) => `${formatNumber(d.quantity)} × ${formatDate(d.date)}`).join('; ');
}

/** A history line's event (`contract.event.issued`) in the reader's language, else as it came. */
export function eventLabel(t: TFunction, event: string): string {
  const name = event.startsWith('contract.event.') ? event.slice('contract.event.'.length) : event;
  return t(`event.${name}`, { ns: CONTRACTS_NS, defaultValue: event });
}

/** The fields of a contract and its row in a list (labels in the `contracts` namespace). */
export const CONTRACT_FIELDS = {
  contractNumber: { kind: 'text', label: 'f.contractNumber' },
  title: { kind: 'text', label: 'f.title' },
  kind: contractKindField('f.kind'),
  state: contractStateField('f.state'),
  currentVersion: { kind: 'number', label: 'f.currentVersion' },
  currency: { kind: 'enum', label: 'f.currency', enum: 'raw', options: [] },
  totalAmount: { kind: 'money', label: 'f.totalAmount', currencyField: 'currency' },
  lineCount: { kind: 'number', label: 'f.lineCount' },
  buyerContact: { kind: 'text', label: 'f.buyerContact' },
  signed: { kind: 'boolean', label: 'f.signed' },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
  createdAt: { kind: 'date-time', label: 'f.createdAt' },
  signedAt: { kind: 'date-time', label: 'f.signedAt' },
  inquiryId: { kind: 'text', label: 'f.inquiry' },
} satisfies Partial<Record<keyof ContractDetail, FieldDef>>;

const lineFields = {
  lineNo: { kind: 'number', label: 'line.lineNo' },
  materialNumber: { kind: 'text', label: 'line.materialNumber' },
  partNumber: { kind: 'text', label: 'line.partNumber' },
  description: { kind: 'text', label: 'line.description' },
  quantity: { kind: 'number', label: 'line.quantity' },
  unit: { kind: 'enum', label: 'line.unit', enum: 'raw', options: [] },
  unitPrice: { kind: 'number', label: 'line.unitPrice', step: 0.0001 },
  deliveryDate: { kind: 'date', label: 'line.deliveryDate' },
  answer: {
    kind: 'status',
    label: 'line.answer',
    enum: 'lineAnswer',
    options: LINE_ANSWERS,
    colors: LINE_ANSWER_COLORS,
  },
  answerReason: { kind: 'text', label: 'line.answerReason' },
  deliveries: {
    kind: 'text',
    label: 'line.deliveries',
    render: (value: ContractLine['deliveries']) => deliveriesText(value ?? []),
  },
} satisfies Partial<Record<keyof ContractLine, FieldDef>>;

const HEADER: DetailSectionDef<ContractDetail> = {
  title: 's.header',
  fields: [
    'contractNumber',
    'title',
    'kind',
    'state',
    'currentVersion',
    'currency',
    'totalAmount',
    'lineCount',
    'buyerContact',
    'createdAt',
    'updatedAt',
    'signed',
  ],
};

const LINES: DetailSectionDef<ContractDetail> = {
  title: 's.lines',
  table: 'lines',
  fields: lineFields,
  columns: [
    { field: 'lineNo', width: 64 },
    { field: 'materialNumber', width: 150 },
    { field: 'partNumber', width: 130 },
    { field: 'description', width: 220 },
    { field: 'quantity', width: 90 },
    { field: 'unit', width: 70 },
    { field: 'unitPrice', width: 110 },
    { field: 'deliveryDate', width: 130 },
    { field: 'answer', width: 120 },
    { field: 'deliveries', width: 220 },
    { field: 'answerReason', width: 220 },
  ],
};

const VERSIONS: DetailSectionDef<ContractDetail> = {
  title: 's.versions',
  table: 'versions',
  fields: {
    versionNo: { kind: 'number', label: 'version.versionNo' },
    issuedBy: {
      kind: 'enum',
      label: 'version.issuedBy',
      enum: 'contractIssuer',
      options: ['erp', 'buyer', 'supplier'],
    },
    issuedByName: { kind: 'text', label: 'version.issuedByName' },
    totalAmount: { kind: 'money', label: 'version.totalAmount', currencyField: 'currency' },
    remark: { kind: 'text', label: 'version.remark' },
    createdAt: { kind: 'date-time', label: 'version.createdAt' },
  },
  columns: [
    { field: 'versionNo', width: 80 },
    { field: 'issuedBy', width: 120 },
    { field: 'issuedByName', width: 140 },
    { field: 'totalAmount', width: 140 },
    { field: 'remark', width: 280 },
    { field: 'createdAt', width: 170 },
  ],
  wrap: true,
  // Every version is in the contract's currency.
  inherit: ['currency'],
};

const HISTORY: DetailSectionDef<ContractDetail> = {
  title: 's.history',
  table: 'history',
  empty: 'empty.history',
  wrap: true,
  fields: {
    at: { kind: 'date-time', label: 'event.at' },
    event: {
      kind: 'text',
      label: 'event.event',
      render: (value: string, _row: unknown, t: TFunction) => eventLabel(t, value),
    },
    versionNo: { kind: 'number', label: 'event.versionNo' },
    byName: { kind: 'text', label: 'event.byName' },
    remark: { kind: 'text', label: 'event.remark' },
  },
  columns: [
    { field: 'at', width: 170 },
    { field: 'event', width: 200 },
    { field: 'versionNo', width: 80 },
    { field: 'byName', width: 140 },
    { field: 'remark', width: 300 },
  ],
};

/**
 * The contract page's sections, top to bottom: header, lines (the current version's, with the
 * supplier's answers), versions and history. Invoice information is its own component
 * (ContractInvoice), its fields being one object of the record.
 */
export const CONTRACT_SECTIONS = {
  header: HEADER,
  lines: LINES,
  versions: VERSIONS,
  history: HISTORY,
};
