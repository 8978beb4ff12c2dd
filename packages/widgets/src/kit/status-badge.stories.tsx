import type { Meta, StoryObj } from '@storybook/react-vite';
import { BARGAINING_STATES, QUOTE_STATES } from '@portal/contract';
import { StatusBadge } from './status-badge';
import { BARGAINING_STATE_COLORS, QUOTE_STATE_COLORS } from './status-colors';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  args: { value: 'submitted', enum: 'quoteState', colors: QUOTE_STATE_COLORS },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Submitted: Story = {};

/** Every quote state, as lists and the quote editor show them. */
export const QuoteStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {QUOTE_STATES.map((s) => (
        <StatusBadge key={s} {...args} value={s} />
      ))}
    </div>
  ),
};

export const BargainingStates: Story = {
  args: { enum: 'bargainingState', colors: BARGAINING_STATE_COLORS },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BARGAINING_STATES.map((s) => (
        <StatusBadge key={s} {...args} value={s} />
      ))}
    </div>
  ),
};

/** A state the translations do not know yet shows as itself, not as a key. */
export const UnknownState: Story = { args: { value: 'archived' } };

export const Chinese: Story = { ...QuoteStates, globals: { lang: 'zh' } };
