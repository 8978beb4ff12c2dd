import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { supplierMenus } from '../test/fixture-menus';
import { withStoryFrame } from './story-frame';
import { TopBar } from './top-bar';

const meta = {
  title: 'Host/Layout/TopBar',
  component: TopBar,
  args: {
    menus: supplierMenus,
    path: '/sup/supInfo/offer/addOffer',
    sidebarOpen: true,
    mobile: false,
    companyName: 'Skyline Aero Parts Ltd.',
    userName: 'Li Lei',
    onToggleSidebar: fn(),
    onNavigate: fn(),
    onChangePassword: fn(),
    onProfile: fn(),
    onLogout: fn(),
  },
  decorators: [withStoryFrame('path')],
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A hidden sub-page: the breadcrumb still finds group › list › page. */
export const HiddenPage: Story = {};

export const Home: Story = { args: { path: '/sup/home' } };

export const Mobile: Story = { args: { mobile: true, sidebarOpen: false } };

export const Chinese: Story = { globals: { lang: 'zh' } };
