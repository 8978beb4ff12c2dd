// ResourceForm over one quote line (the contract's quote-line schema, messages as contract keys),
// loaded and saved through the real http client against the fixtures.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, quoteFormHandlers, signInWithPermissions } from '../../testing';
import { quoteLineResource } from './resource-examples';
import { ResourceForm } from './resource-form';

interface Args {
  id?: string;
  onSaved: (answer: unknown) => void;
  onCancel: () => void;
}

const meta = {
  title: 'Kit/ResourceForm',
  args: { id: 'inq-1', onSaved: fn(), onCancel: fn() },
  beforeEach: () => {
    queryClient.clear();
    signInWithPermissions([INQUIRY_PERMISSIONS.quote]);
    mockApi((api) => quoteFormHandlers(api));
  },
  render: (args) => <ResourceForm resource={quoteLineResource} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Editing a saved line: every kind of input, filled. */
export const Filled: Story = {};

/** A new line: nothing filled in yet. */
export const New: Story = { args: { id: undefined } };

export const Loading: Story = {
  beforeEach: () => {
    mockApi((api) => quoteFormHandlers(api), { delayResponse: 60_000 });
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    mockApi((api) => quoteFormHandlers(api, { loadFails: true }));
  },
};

/** Save on an empty line: the contract's "please enter …" messages on their fields. */
export const ValidationErrors: Story = {
  args: { id: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
  },
};

/** The server refuses a field (400 with data.fields): the message sits on that field. */
export const ServerFieldError: Story = {
  beforeEach: () => {
    mockApi((api) =>
      quoteFormHandlers(api, {
        fieldErrors: {
          'lines.0.quotePartNumber': 'This part number is not on the inquiry',
          attachmentIds: 'An attachment was removed meanwhile',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
  },
};

export const Chinese: Story = { args: { id: undefined }, globals: { lang: 'zh' } };
