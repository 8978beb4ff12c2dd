// sp-roles over the fixtures: the buyer's roles, a supplier's, empty, and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLE_ADMIN_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { Roles } from './roles';
import { rolesHandlers, type RolesFixtureOptions } from '../../testing/roles-fixtures';

interface Parameters {
  fixture?: RolesFixtureOptions;
}

const meta = {
  title: 'Widgets/sp-roles',
  component: Roles,
  args: { side: 'buyer' },
  beforeEach: ({ parameters, args }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    const side = args.side ?? 'buyer';
    signInWithPermissions([ROLE_ADMIN_PERMISSIONS[side]]);
    mockApi((api) => rolesHandlers(api, { side, ...p.fixture }));
  },
} satisfies Meta<typeof Roles>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The buyer's roles: the built-in administrator and two of the company's own. */
export const Buyer: Story = {};

/** A supplier's roles: supplier menus and actions only in the tree. */
export const Supplier: Story = { args: { side: 'supplier' } };

export const Empty: Story = { parameters: { fixture: { empty: true } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-roles', { side: 'buyer' });
