import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStoryFrame } from './story-frame';
import { TagView } from './tag-view';

const meta = {
  title: 'Host/Layout/TagView',
  component: TagView,
  args: {
    tags: [
      { path: '/sup/home', title: 'Home', closable: false },
      {
        path: '/sup/supPurchase/index',
        title: 'Aviation material purchase inquiries',
        closable: true,
      },
      { path: '/sup/supContract/index', title: 'Contracts and orders', closable: true },
      { path: '/sup/payment/index', title: 'Payment overview', closable: true },
    ],
    activePath: '/sup/supContract/index',
    onSelect: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
  },
  decorators: [withStoryFrame()],
} satisfies Meta<typeof TagView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Several: Story = {};

export const OnlyHome: Story = {
  args: { tags: [{ path: '/sup/home', title: 'Home', closable: false }], activePath: '/sup/home' },
};
