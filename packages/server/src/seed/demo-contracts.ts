// The demo's contracts and orders (issue 14): every kind and state for supplier.demo, a few for
// supplier.other, several from inquiries the demo seed awarded. Days are counted from the seed's
// time; prices are per unit, in the supplier's usual currency.
import type { ContractKind } from '@portal/contract';

/** What the supplier did with the contract; `revised`: the ERP sent a second version since. */
export type SeedContractState =
  'toConfirm' | 'revised' | 'confirmed' | 'changed' | 'rejected' | 'closed';

/** material number, part number, description, quantity, unit, unit price, delivery in days. */
export type SeedContractLine = [
  string,
  string,
  string,
  number,
  'EA' | 'SET' | 'KIT' | 'PC',
  number,
  number,
];

export interface SeedContract {
  number: string;
  kind: ContractKind;
  supplier: 'demo' | 'other';
  title: string;
  state: SeedContractState;
  /** The awarded inquiry it comes from. */
  inquiry?: string;
  daysAgo: number;
  lines: SeedContractLine[];
}

const brake: SeedContractLine = ['M-100234', '2-1577-3', 'Brake assembly', 4, 'EA', 15250.5, 45];
const bearing: SeedContractLine = ['M-100388', '66-4013', 'Wheel bearing', 10, 'EA', 320.25, 30];
const filter: SeedContractLine = [
  'M-200117',
  'QA06123',
  'Hydraulic filter element',
  24,
  'EA',
  410,
  20,
];
const seal: SeedContractLine = ['M-200480', 'MS28775-228', 'O-ring seal kit', 6, 'KIT', 85.6, 15];
const valve: SeedContractLine = [
  'M-310002',
  '3214552-4',
  'Bleed air valve (repair)',
  1,
  'EA',
  38600,
  60,
];
const starter: SeedContractLine = [
  'M-310118',
  '3505582-14',
  'Air turbine starter (overhaul)',
  1,
  'EA',
  92300,
  75,
];
const wrench: SeedContractLine = [
  'T-000451',
  'TW-340NM',
  'Torque wrench 60-340 N·m',
  3,
  'EA',
  2680,
  25,
];
const jack: SeedContractLine = ['T-000902', 'AJ-12T', 'Axle jack 12 t', 1, 'SET', 41800, 40];
const pump: SeedContractLine = ['M-400210', '974800', 'Fuel boost pump (AOG)', 1, 'EA', 56200, 2];
const haul: SeedContractLine = [
  'L-000010',
  'TRUCK-HAK-SZX',
  'Road transport Haikou–Shenzhen',
  1,
  'PC',
  6800,
  5,
];

export const DEMO_CONTRACTS: SeedContract[] = [
  {
    number: 'PO-2026-0101',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Brake assemblies and bearings, A320 fleet',
    state: 'toConfirm',
    inquiry: '6000010001',
    daysAgo: 1,
    lines: [brake, bearing],
  },
  {
    number: 'PO-2026-0102',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Hydraulic filters, quarterly stock',
    state: 'toConfirm',
    daysAgo: 2,
    lines: [filter, seal],
  },
  {
    number: 'PO-2026-0103',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Seal kits for the hangar store',
    state: 'revised',
    daysAgo: 3,
    lines: [seal],
  },
  {
    number: 'PO-2026-0104',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Wheel bearings, B737 line stock',
    state: 'confirmed',
    inquiry: '6000010002',
    daysAgo: 9,
    lines: [bearing],
  },
  {
    number: 'PO-2026-0105',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Brake assemblies, B787 spares',
    state: 'changed',
    daysAgo: 4,
    lines: [brake, filter],
  },
  {
    number: 'PO-2026-0106',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Filters for the A330 C-check',
    state: 'rejected',
    daysAgo: 12,
    lines: [filter],
  },
  {
    number: 'PO-2026-0107',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Bearings, closed after delivery',
    state: 'closed',
    daysAgo: 40,
    lines: [bearing, seal],
  },
  {
    number: 'RO-2026-0201',
    kind: 'repair',
    supplier: 'demo',
    title: 'Bleed air valve repair, B-6543',
    state: 'toConfirm',
    inquiry: '6000010003',
    daysAgo: 1,
    lines: [valve],
  },
  {
    number: 'RO-2026-0202',
    kind: 'repair',
    supplier: 'demo',
    title: 'Air turbine starter overhaul',
    state: 'confirmed',
    daysAgo: 15,
    lines: [starter],
  },
  {
    number: 'RO-2026-0203',
    kind: 'repair',
    supplier: 'demo',
    title: 'Bleed air valve repair, B-1127',
    state: 'changed',
    daysAgo: 6,
    lines: [valve],
  },
  {
    number: 'TO-2026-0301',
    kind: 'tool',
    supplier: 'demo',
    title: 'Torque wrenches for the line station',
    state: 'toConfirm',
    daysAgo: 2,
    lines: [wrench],
  },
  {
    number: 'TO-2026-0302',
    kind: 'tool',
    supplier: 'demo',
    title: 'Axle jack for Sanya base',
    state: 'confirmed',
    daysAgo: 20,
    lines: [jack],
  },
  {
    number: 'TO-2026-0303',
    kind: 'tool',
    supplier: 'demo',
    title: 'Torque wrenches, calibrated set',
    state: 'rejected',
    daysAgo: 8,
    lines: [wrench],
  },
  {
    number: 'AOG-2026-0401',
    kind: 'aog',
    supplier: 'demo',
    title: 'AOG: fuel boost pump, B-5678 at Urumqi',
    state: 'toConfirm',
    daysAgo: 0,
    lines: [pump],
  },
  {
    number: 'AOG-2026-0402',
    kind: 'aog',
    supplier: 'demo',
    title: 'AOG: fuel boost pump, B-6120 at Haikou',
    state: 'confirmed',
    daysAgo: 5,
    lines: [pump],
  },
  {
    number: 'DT-2026-0501',
    kind: 'transport',
    supplier: 'demo',
    title: 'Road transport of returned units',
    state: 'toConfirm',
    daysAgo: 1,
    lines: [haul],
  },
  {
    number: 'DT-2026-0502',
    kind: 'transport',
    supplier: 'demo',
    title: 'Road transport of repaired starters',
    state: 'closed',
    daysAgo: 30,
    lines: [haul],
  },
  {
    number: 'PO-2026-0108',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Brake assemblies, second batch',
    state: 'revised',
    inquiry: '6000010004',
    daysAgo: 5,
    lines: [brake],
  },
  {
    number: 'PO-2026-0109',
    kind: 'purchase',
    supplier: 'demo',
    title: 'Bearings and seal kits, delivered and not yet billed',
    state: 'confirmed',
    daysAgo: 45,
    lines: [bearing, seal],
  },
  {
    number: 'PO-2026-0901',
    kind: 'purchase',
    supplier: 'other',
    title: 'Avionics spares, ATR fleet',
    state: 'toConfirm',
    inquiry: '6100020001',
    daysAgo: 2,
    lines: [filter, seal],
  },
  {
    number: 'PO-2026-0902',
    kind: 'purchase',
    supplier: 'other',
    title: 'Avionics spares, A330 fleet',
    state: 'confirmed',
    daysAgo: 11,
    lines: [bearing],
  },
  {
    number: 'RO-2026-0903',
    kind: 'repair',
    supplier: 'other',
    title: 'Starter overhaul, exchange unit',
    state: 'changed',
    daysAgo: 7,
    lines: [starter],
  },
  {
    number: 'TO-2026-0904',
    kind: 'tool',
    supplier: 'other',
    title: 'Torque wrench set',
    state: 'rejected',
    daysAgo: 14,
    lines: [wrench],
  },
];
