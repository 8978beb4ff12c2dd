// Two versions of a contract side by side, as the contract page shows the supplier's answer
// against the order and a buyer's page will show two issued versions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractVersionComparison } from './version-comparison';
import type { CompareLine } from './version-diff';

const line = (lineNo: number, extra: Partial<CompareLine> = {}): CompareLine => ({
  lineNo,
  materialNumber: `MAT-${1000 + lineNo}`,
  description: 'Seal kit',
  quantity: 10,
  unitPrice: 120.5,
  deliveryDate: '2027-02-01',
  deliveries: [],
  ...extra,
});

const meta = {
  title: 'Contracts/Version comparison',
  component: ContractVersionComparison,
  args: {
    title: 'Version 1 and version 2',
    before: { title: 'Version 1', lines: [line(10), line(20), line(30)] },
    after: {
      title: 'Version 2',
      lines: [
        line(10),
        line(20, {
          unitPrice: 118,
          deliveries: [
            { quantity: 6, date: '2027-02-01' },
            { quantity: 4, date: '2027-03-01' },
          ],
        }),
        line(40, { quantity: 2 }),
      ],
    },
  },
} satisfies Meta<typeof ContractVersionComparison>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A line unchanged, one repriced and split, one removed and one added. */
export const Changes: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };
