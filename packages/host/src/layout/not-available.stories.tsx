import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotAvailable } from './not-available';
import { withStoryFrame } from './story-frame';

const meta = {
  title: 'Host/Layout/NotAvailable',
  component: NotAvailable,
  args: {
    titleKey: 'menu:/hna/commercialApproval/freeze',
    path: '/hna/commercialApproval/freeze',
    onBack: fn(),
  },
  decorators: [withStoryFrame()],
} satisfies Meta<typeof NotAvailable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Protected: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

export const PublicRoute: Story = {
  args: { titleKey: 'host:pages.supRegister.title', path: '/supRegister', onBack: undefined },
};
