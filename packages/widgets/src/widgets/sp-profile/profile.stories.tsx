// sp-profile over the fixtures: the supplier administrator's own profile, in English and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mockApi, signInWithPermissions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { profileHandlers } from '../../testing/profile-fixtures';
import { Profile } from './profile';

const meta = {
  title: 'Widgets/sp-profile',
  component: Profile,
  args: { onSaved: fn(), onCancel: fn() },
  beforeEach: () => {
    signInWithPermissions([]);
    mockApi((api) => {
      profileHandlers(api);
    });
  },
} satisfies Meta<typeof Profile>;
export default meta;

type Story = StoryObj<typeof meta>;

/** From the user menu's My profile: name, e-mail, mobile and picture. */
export const Default: Story = {};

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-profile');
