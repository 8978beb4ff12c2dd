// sp-contract-list over the fixtures' in-memory contract server (kind, state tabs and search
// answered as the server would). Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { contractHandlers, type ContractFixtureOptions } from '../../testing';
import { ContractList } from './contract-list';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: ContractFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-contract-list',
  component: ContractList,
  args: {
    kind: 'purchase',
    kinds: 'purchase,tool,aog,transport',
    links: { detail: '/sup/supContract/offer?id={id}' },
    onOpen: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => contractHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof ContractList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Purchase, tool, AOG and transport contracts behind a kind switch, on the To confirm tab. */
export const ToConfirm: Story = {};

/** The repair contracts' page (/sup/supSxContract/index): one kind, no switch. */
export const Repair: Story = { args: { kind: 'repair', kinds: undefined } };

/** Opens on the Confirmed tab. */
export const Confirmed: Story = { args: { tab: 'confirmed' } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const Empty: Story = { parameters: { fixture: { contracts: [] } } };

export const LoadFails: Story = { parameters: { fixture: { listFails: 503 } } };

export const UnknownKind: Story = { args: { kind: 'lease' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-contract-list', {
  kind: 'purchase',
  kinds: 'purchase,tool,aog,transport',
});
