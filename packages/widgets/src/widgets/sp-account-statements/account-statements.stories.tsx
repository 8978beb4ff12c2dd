// sp-account-statements over the fixtures' in-memory statement server: the supplier's list, an open
// statement with differences and a portal bill, a disputed and a confirmed one, the upload of its
// side, and the buyer's statement management, in English and Chinese. Links call the page's
// navigate, a spy here; without `detail` statements open in place.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { statementHandlers, uploadHandlers, type StatementFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { storyPage } from '../../testing/story-page';
import { AccountStatements } from './account-statements';

interface Parameters {
  fixture?: StatementFixtureOptions;
  delay?: number;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-account-statements',
  component: AccountStatements,
  args: { side: 'supplier', onOpen: fn() },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        uploadHandlers(api);
        statementHandlers(api, p.fixture);
      },
      delay: p.delay,
    });
  },
} satisfies Meta<typeof AccountStatements>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The supplier's list (/sup/accountStatement/index), statements opening in place. */
export const SupplierList: Story = {};

/** The list as the host binds it: a statement number links to its own page. */
export const SupplierListLinked: Story = {
  args: {
    links: {
      detail: '/sup/accountStatement/index?id={id}',
      upload: '/sup/accountStatement/addOffer?id={id}',
      list: '/sup/accountStatement/index',
    },
  },
};

/** Open, with the supplier's side uploaded: an amount differs and a bill's amount differs. */
export const Open: Story = { args: { statementId: 'st-1' } };

/** Disputed: the reason beside its line, nothing to confirm. */
export const Disputed: Story = { args: { statementId: 'st-2' } };

/** Confirmed: final. */
export const Confirmed: Story = { args: { statementId: 'st-3' } };

/** /sup/accountStatement/addOffer?id=: the template, the upload and its row report. */
export const Upload: Story = { args: { statementId: 'st-1', view: 'upload' } };

/** The buyer's statement management (/hna/accountStatement/index). */
export const BuyerList: Story = { args: { side: 'buyer' } };

/** The buyer sees the disputed lines and the differences, read-only. */
export const BuyerDisputed: Story = { args: { side: 'buyer', statementId: 'st-2' } };

/** Someone else changed the statement: every write answers 409. */
export const Stale: Story = {
  args: { statementId: 'st-1' },
  parameters: { fixture: { writeFails: 409 } },
};

export const Empty: Story = { parameters: { fixture: { statements: [] } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const UnknownSide: Story = { args: { side: 'auditor' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChineseOpen: Story = { args: { statementId: 'st-1' }, globals: { lang: 'zh' } };

export const ChineseUpload: Story = {
  args: { statementId: 'st-1', view: 'upload' },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-account-statements', { side: 'supplier' });
