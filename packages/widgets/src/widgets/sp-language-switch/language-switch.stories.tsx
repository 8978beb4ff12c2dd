import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './language-switch';
import { elementStory } from '../../testing/element-story';

const meta = {
  title: 'Widgets/sp-language-switch',
  component: LanguageSwitch,
  args: { onChanged: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-language-switch');
