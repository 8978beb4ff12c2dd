import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClickGuardButton } from './click-guard-button';

const meta = {
  title: 'Kit/ClickGuardButton',
  component: ClickGuardButton,
  args: { appearance: 'primary', children: 'Submit quote', onClick: fn() },
} satisfies Meta<typeof ClickGuardButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Disabled for 2 s after a click (docs/product-rules.md#feedback-and-errors). */
export const Default: Story = {};

/** Stays disabled until the work its click started is done, if that takes longer. */
export const SlowTask: Story = {
  args: { onClick: fn(() => new Promise((resolve) => setTimeout(resolve, 5_000))) },
};
