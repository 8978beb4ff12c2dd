import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonGrid } from './comparison-grid';

const suppliers = [
  { id: 'a', header: <strong>Demo Aero Repair</strong> },
  { id: 'b', header: <strong>Pacific Avionics Ltd.</strong> },
  { id: 'c', header: <strong>Euro Wheels GmbH</strong> },
];
const prices: Record<string, Record<string, string>> = {
  brake: { a: '12,000.00', b: '10,500.00', c: '' },
  wheel: { a: '3,100.00', b: '3,400.00', c: '2,950.00' },
};
const lowest: Record<string, string> = { brake: 'b', wheel: 'c' };

const meta = {
  title: 'Kit/ComparisonGrid',
  component: ComparisonGrid,
  args: {
    label: 'Offers side by side',
    corner: 'Unit',
    columns: suppliers,
    groups: ['brake', 'wheel'].map((unit) => ({
      id: unit,
      heading: unit === 'brake' ? 'Brake assembly · SN 1234' : 'Main wheel · SN 987',
      rows: [
        {
          id: 'estimate',
          label: 'Estimate',
          cell: (c: string) => prices[unit]?.[c],
          marked: (c: string) => lowest[unit] === c,
        },
        { id: 'turnaround', label: 'Turnaround', cell: (c: string) => `${c.length * 10} days` },
      ],
    })),
  },
} satisfies Meta<typeof ComparisonGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three offers for two units, the lowest estimate of each marked, a missing one a dash. */
export const ThreeOffers: Story = {};

/** A narrow window: the grid scrolls sideways and the first column stays. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <ComparisonGrid {...args} />
    </div>
  ),
};

export const Stale: Story = { args: { stale: true } };
