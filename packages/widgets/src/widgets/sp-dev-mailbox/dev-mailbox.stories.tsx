// sp-dev-mailbox over the fixtures' three e-mails (an invitation with its code, two audit notices),
// filtered, empty, off on the server, loading and in Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryClient } from '../../runtime/query-client';
import { mailboxHandlers, mockApi } from '../../testing';
import { DevMailbox } from './dev-mailbox';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  empty?: boolean;
  off?: boolean;
  delay?: number;
}

const meta = {
  title: 'Widgets/sp-dev-mailbox',
  component: DevMailbox,
  // Stories hold still: no refresh unless a story asks for it.
  args: { refreshMs: 0 },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    mockApi((api) => mailboxHandlers(api, { ...(p.empty ? { rows: [] } : {}), off: p.off }), {
      delayResponse: p.delay ?? 0,
    });
  },
} satisfies Meta<typeof DevMailbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};

/** Only one recipient's e-mails (attribute `to`). */
export const OneAddress: Story = { args: { to: 'pacific' } };

export const Empty: Story = { parameters: { empty: true } };

/** DEV_MAILBOX=0 on the server: the list answers 404. */
export const TurnedOff: Story = { parameters: { off: true } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-dev-mailbox', { 'refresh-ms': '0' });
