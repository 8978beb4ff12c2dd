// sp-api-log over the fixtures' log: an OA request answered by the simulator, a QAUDIT call that
// failed with 503 after five attempts, an ERP request waiting for its simulated answer and an
// e-mail delivered to the dev mailbox; the simulator with one system on a real endpoint.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { apiLogDetails, apiLogHandlers, simulatorHandlers } from '../../testing';
import { ApiLog } from './api-log';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  empty?: boolean;
  delay?: number;
}

export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-api-log',
  component: ApiLog,
  args: { links: { detail: '/sys/apiLog/detail?id={id}', list: '/sys/apiLog/index' } },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { permissions: [SUPPLIER_PERMISSIONS.apiLog] },
      handlers: (api) => {
        apiLogHandlers(api, p.empty ? [] : apiLogDetails());
        simulatorHandlers(api);
      },
      delay: p.delay,
    });
  },
} satisfies Meta<typeof ApiLog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {};

/** An answer that failed: HTTP 503, five attempts, Resend enabled. */
export const FailedEntry: Story = { args: { logId: 'log-2-in' } };

/** A request still waiting for the simulator's answer: Resend is disabled. */
export const WaitingEntry: Story = { args: { logId: 'log-3-out' } };

export const Empty: Story = { parameters: { empty: true } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-api-log');
