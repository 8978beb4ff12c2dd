// sp-contract-review over the fixtures' in-memory contract server: the buyer's list (state tabs,
// supplier code, kind and search answered as the server would) and a contract's page with the
// buyer's moves. Links call the page's navigate, a spy here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPage } from '../../testing/story-page';
import { fn } from 'storybook/test';
import { contractHandlers, type ContractFixtureOptions } from '../../testing';
import { ContractReview } from './contract-review';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: ContractFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-contract-review',
  component: ContractReview,
  args: {
    links: { detail: '/hna/hnaContract/index?id={id}', list: '/hna/hnaContract/index' },
    onOpen: fn(),
    onDecided: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-2001' },
      handlers: (api) => contractHandlers(api, p.fixture),
      delay: p.delay,
    });
  },
} satisfies Meta<typeof ContractReview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The list on the Changed tab: what waits for the buyer. */
export const List: Story = {};

/** A contract the supplier changed: accept, refuse or close. */
export const Changed: Story = { args: { contractId: 'c-4' } };

/** A contract waiting for the supplier: the buyer may only close it. */
export const ToConfirm: Story = { args: { contractId: 'c-1' } };

/** Closed: no moves left. */
export const Closed: Story = { args: { contractId: 'c-6' } };

/** Someone decided meanwhile: every move answers 409. */
export const Stale: Story = {
  args: { contractId: 'c-4' },
  parameters: { fixture: { decisionStale: true } },
};

export const Loading: Story = { parameters: { delay: 60_000 } };

export const ListChinese: Story = { globals: { lang: 'zh' } };

export const ChangedChinese: Story = { args: { contractId: 'c-4' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
/** A confirmed contract with the supplier's certificate: read-only, a download link. */
export const WithSupplierDocuments: Story = { args: { contractId: 'c-3' } };
export const WithSupplierDocumentsChinese: Story = {
  args: { contractId: 'c-3' },
  globals: { lang: 'zh' },
};

export const AsCustomElement: Story = elementStory('sp-contract-review', {});
