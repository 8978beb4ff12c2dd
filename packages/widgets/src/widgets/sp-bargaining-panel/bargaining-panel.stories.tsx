// sp-bargaining-panel over the mock transport: the fixture answers accept, answer, decline, bulk
// decline and the spreadsheet upload as the server would (pending only, before the deadline).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import {
  bargainingPanelHandlers,
  mockApi,
  type BargainingPanelFixtureOptions,
} from '../../testing';
import { BargainingPanel } from './bargaining-panel';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: BargainingPanelFixtureOptions;
  delay?: number;
}

const meta = {
  title: 'Widgets/sp-bargaining-panel',
  component: BargainingPanel,
  args: { onAnswered: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    queryClient.clear();
    // The panel keeps its filter and page per inquiry across a reload; each story starts afresh.
    sessionStorage.clear();
    const p = parameters as Parameters;
    mockApi((api) => bargainingPanelHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof BargainingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every round of the supplier: open ones with actions, one past its deadline (Closed), answered and declined ones. */
export const AllRounds: Story = {};

/** Scoped to one inquiry (attribute inquiry-id). */
export const OneInquiry: Story = { args: { inquiryId: 'inq-1001' } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Empty: Story = { parameters: { fixture: { rounds: 0 } } };

export const ManyRounds: Story = { parameters: { fixture: { rounds: 45 } } };

export const ListFails: Story = { parameters: { fixture: { listFails: true } } };

/** Every answer comes back 409: the round closed meanwhile. */
export const RoundClosedMeanwhile: Story = { parameters: { fixture: { fail: 409 } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-bargaining-panel');
