// sp-operation-log over the fixtures' six entries of two companies: a buyer's list (with the
// company column), a supplier administrator's, the entry with its before and after, an empty log,
// loading, and in Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryClient } from '../../runtime/query-client';
import { mockApi } from '../../testing';
import { operationLogHandlers, signInForOperationLog } from '../../testing/operation-log-fixtures';
import { elementStory } from '../../testing/element-story';
import { OperationLog } from './operation-log';

interface Parameters {
  side?: 'buyer' | 'supplier';
  empty?: boolean;
  delay?: number;
}

const meta = {
  title: 'Widgets/sp-operation-log',
  component: OperationLog,
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInForOperationLog(p.side ?? 'buyer');
    mockApi((api) => operationLogHandlers(api, p.empty ? [] : undefined), {
      delayResponse: p.delay ?? 0,
    });
  },
} satisfies Meta<typeof OperationLog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A buyer with the permission: every company's entries, each naming its company. */
export const Buyer: Story = {};

/** A supplier administrator: its own company's entries, no company column. */
export const SupplierAdministrator: Story = { parameters: { side: 'supplier' } };

export const Empty: Story = { parameters: { empty: true } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-operation-log');
