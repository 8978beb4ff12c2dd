// sp-staff over the fixtures: the supplier administrator (fixtureUser), a sales colleague and a
// frozen one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STAFF_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { staffHandlers } from '../../testing/staff-fixtures';
import { Staff } from './staff';

const meta = {
  title: 'Widgets/sp-staff',
  component: Staff,
  beforeEach: () => {
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions([STAFF_PERMISSIONS.supplier]);
    mockApi((api) => {
      staffHandlers(api);
    });
  },
} satisfies Meta<typeof Staff>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /sup/sys/employee (and /hna/sys/employee): the company's people. */
export const People: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-staff', {});
