// Any two versions of a contract side by side, as the contract pages of both sides show them: three
// versions with their lines and an old one without (only the newest versions carry lines).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContractDetail } from '@portal/contract';
import { ContractVersionCompare } from './version-compare';

type Version = ContractDetail['versions'][number];
type Line = NonNullable<Version['lines']>[number];

const line = (lineNo: number, extra: Partial<Line> = {}): Line => ({
  id: `l-${lineNo}`,
  lineNo,
  materialNumber: `MAT-${1000 + lineNo}`,
  partNumber: `PN-${lineNo}`,
  description: 'Seal kit',
  quantity: 10,
  unit: 'EA',
  unitPrice: 120.5,
  deliveryDate: '2027-02-01',
  answer: 'open',
  answerReason: '',
  deliveries: [],
  ...extra,
});

const version = (versionNo: number, lines: Line[] | null): Version => ({
  versionNo,
  issuedBy: versionNo === 3 ? 'supplier' : 'erp',
  issuedByName: versionNo === 3 ? 'Li Lei' : 'ERP',
  remark: '',
  totalAmount: 0,
  createdAt: `2026-11-0${versionNo}T08:00:00.000Z`,
  lines,
});

const meta = {
  title: 'Contracts/Version compare',
  component: ContractVersionCompare,
  args: {
    versions: [
      version(0, null),
      version(1, [line(10), line(20)]),
      version(2, [line(10, { quantity: 12 }), line(20)]),
      version(3, [line(10, { quantity: 12 }), line(20, { unitPrice: 99 })]),
    ],
  },
} satisfies Meta<typeof ContractVersionCompare>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens on versions 2 and 3; version 0 has no lines and is not offered. */
export const ThreeVersions: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

/** One version: nothing to compare, nothing shown. */
export const OneVersion: Story = { args: { versions: [version(1, [line(10)])] } };
