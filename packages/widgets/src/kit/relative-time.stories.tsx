import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-22T08:00:00Z');

const meta = {
  title: 'Kit/RelativeTime',
  component: RelativeTime,
  args: { now: () => NOW, value: NOW - 10_000 },
} satisfies Meta<typeof RelativeTime>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JustNow: Story = {};
export const MinutesAgo: Story = { args: { value: NOW - 5 * 60_000 } };
export const DaysAgo: Story = { args: { value: NOW - 3 * 86_400_000 } };
export const JustNowInChinese: Story = { globals: { lang: 'zh' } };
