import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Widgets/sp-language-switch',
  component: LanguageSwitch,
  args: { onChanged: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };
