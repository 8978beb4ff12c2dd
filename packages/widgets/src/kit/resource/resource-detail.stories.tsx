// ResourceDetail of an inquiry, loaded with the contract's get call from the fixtures.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { inquiryListHandlers, mockApi, signInWithPermissions } from '../../testing';
import { inquiryResource } from './resource-examples';
import { ResourceDetail } from './resource-detail';

interface Args {
  id: string;
}

const meta = {
  title: 'Kit/ResourceDetail',
  args: { id: 'inq-1' },
  beforeEach: () => {
    queryClient.clear();
    signInWithPermissions([INQUIRY_PERMISSIONS.quote]);
    mockApi((api) => inquiryListHandlers(api));
  },
  render: ({ id }) => <ResourceDetail resource={inquiryResource} id={id} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Inquiry 4 states no budget: an empty value reads "Not set". */
export const EmptyValues: Story = { args: { id: 'inq-4' } };

export const Loading: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api), { delayResponse: 60_000 });
  },
};

/** Another company's inquiry answers 404. */
export const NotFound: Story = { args: { id: 'inq-other-company' } };

export const Chinese: Story = { globals: { lang: 'zh' } };
