import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buyerMenus, supplierMenus } from '../test/fixture-menus';
import { Sidebar } from './sidebar';
import { withStoryFrame } from './story-frame';

const meta = {
  title: 'Host/Layout/Sidebar',
  component: Sidebar,
  args: {
    menus: supplierMenus,
    activePath: '/sup/supPurchase/index',
    open: true,
    mobile: false,
    onOpenChange: fn(),
    onNavigate: fn(),
  },
  decorators: [withStoryFrame('activePath')],
} satisfies Meta<typeof Sidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Supplier: Story = {};

/** A hidden sub-page highlights its list in the sidebar. */
export const HiddenPageActive: Story = { args: { activePath: '/sup/supPurchase/answer' } };

export const Buyer: Story = {
  args: { menus: buyerMenus, activePath: '/hna/commercialApproval/index' },
};

export const Chinese: Story = { globals: { lang: 'zh' } };

export const MobileOverlay: Story = { args: { mobile: true } };
