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

/** More pages than the strip holds: the current one (the last) in view, arrows to scroll. */
export const Many: Story = {
  args: {
    tags: [
      { path: '/sup/home', title: 'Home', closable: false },
      ...[
        ['/sup/supPurchase/index', 'Aviation material purchase inquiries'],
        ['/sup/supInfo/index', 'Aviation material purchase quotes'],
        ['/sup/supplierQuote/index', 'Equipment purchase quotes'],
        ['/sup/supplierToolInquiry/index', 'Tool purchase inquiries (domestic)'],
        ['/sup/supplierToolQuote/index', 'Tool purchase quotes (domestic)'],
        ['/sup/supContract/index', 'Contracts and orders'],
        ['/sup/payment/index', 'Payment overview'],
        ['/sup/customs/index', 'Customs information'],
      ].map(([path, title]) => ({ path: path!, title: title!, closable: true })),
    ],
    activePath: '/sup/customs/index',
  },
};
