// sp-customs-authorization over the fixtures: a supplier's customs brokers (one active, one
// expired) and its brokerage company, with uploads that store the letter.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions, uploadHandlers } from '../../testing';
import { customsHandlers } from '../../testing/supplier-quality-fixtures';
import { CustomsAuthorization } from './customs-authorization';
import { elementStory } from '../../testing/element-story';

const meta = {
  title: 'Widgets/sp-customs-authorization',
  component: CustomsAuthorization,
  args: { kind: 'personal' },
  beforeEach: () => {
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(['menu:/sup/supCustoms/detailAuthorize']);
    mockApi((api) => {
      customsHandlers(api);
      uploadHandlers(api);
    });
  },
} satisfies Meta<typeof CustomsAuthorization>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /sup/supCustoms/detailAuthorize: customs brokers. */
export const Personal: Story = {};

/** /sup/supCustoms/detailCompAuthorize: customs brokerage companies. */
export const Company: Story = { args: { kind: 'company' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-customs-authorization', {
  kind: 'personal',
});
