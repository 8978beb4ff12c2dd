// sp-approval-tasks over the fixtures' tasks: the commercial department's queue, an empty one, a
// failed load, and in Chinese. Links open through the portal's navigate.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { SUPPLIER_PERMISSIONS as P } from '@portal/contract';
import {
  approvalTaskHandlers,
  type ApprovalTaskFixtureOptions,
} from '../../testing/approval-tasks-fixtures';
import { ApprovalTasks } from './approval-tasks';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: ApprovalTaskFixtureOptions;
  delay?: number;
}

export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-approval-tasks',
  component: ApprovalTasks,
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { permissions: [P.lists, P.review, P.submitOA] },
      handlers: (api) => approvalTaskHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof ApprovalTasks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** buyer.commercial: two suppliers pending business review (one of them transport), one back from OA. */
export const Commercial: Story = {};

export const Empty: Story = { parameters: { fixture: { tasks: [] } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const LoadFailed: Story = { parameters: { fixture: { failWith: 500 } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-approval-tasks');
