// The fields of a repair row, shared by the list and the page header.
import type { RepairRow } from '@portal/contract';
import { repairStatusField } from '../../kit/status-colors';
import type { FieldDef } from '../../kit/resource';

/** Whose screens: the repair shop's (/sup/statusUpdate) or the buyer's (/hna/repairProgress). */
export type RepairViewSide = 'supplier' | 'buyer';
export const REPAIR_VIEW_SIDES: readonly RepairViewSide[] = ['supplier', 'buyer'];

export const REPAIR_FIELDS: Partial<Record<keyof RepairRow, FieldDef>> = {
  contractNumber: { kind: 'text', label: 'f.contractNumber' },
  title: { kind: 'text', label: 'f.title' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  serialNumber: { kind: 'text', label: 'f.serialNumber' },
  status: repairStatusField('f.status'),
  statusDate: { kind: 'date', label: 'f.statusDate' },
  daysInStage: { kind: 'number', label: 'f.daysInStage' },
  turnaroundDays: { kind: 'number', label: 'f.turnaround' },
  quotedTurnaroundDays: { kind: 'number', label: 'f.quotedTurnaroundDays' },
  totalDays: { kind: 'number', label: 'f.totalDays' },
  requiredReturnDate: { kind: 'date', label: 'f.requiredReturnDate' },
  overdue: { kind: 'boolean', label: 'f.overdue' },
  totalAmount: { kind: 'money', label: 'f.totalAmount', currencyField: 'currency' },
  approvedCosts: { kind: 'money', label: 'f.approvedCosts', currencyField: 'currency' },
  pendingCosts: { kind: 'number', label: 'f.pendingCosts' },
};
