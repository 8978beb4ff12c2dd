// sp-supplier-list over the fixtures' lists: each `list` value, empty, loading, failed, read-only
// (no Add or Remove without `supplier:lists:manage`) and Chinese.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLIER_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { mockApi, signInWithPermissions } from '../../testing';
import {
  supplierListHandlers,
  type SupplierListFixtureOptions,
} from '../../testing/supplier-list-fixtures';
import { SupplierList } from './supplier-list';
import type { SupplierListLinks } from './supplier-list-links';
import { elementStory } from '../../testing/element-story';

const HOST_LINKS: SupplierListLinks = {
  supplierPage: '/hna/commercialApproval/detail/index?id={id}',
  tierDetail: '/hna/secondSup/detailAuthorize?id={id}',
  tierList: '/hna/secondSup/index',
};

interface Parameters {
  fixture?: SupplierListFixtureOptions;
  delay?: number;
  /** Signed in with `supplier:lists` only, as buyer.commercial is. */
  readOnly?: boolean;
}

const meta = {
  title: 'Widgets/sp-supplier-list',
  component: SupplierList,
  // The links as the host binds them (packages/host/src/routes/protected-widgets.ts).
  args: { list: 'blacklist', links: HOST_LINKS },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    queryClient.clear();
    sessionStorage.clear();
    signInWithPermissions(
      p.readOnly
        ? [SUPPLIER_PERMISSIONS.lists]
        : [SUPPLIER_PERMISSIONS.lists, SUPPLIER_PERMISSIONS.listsManage],
    );
    mockApi((api) => supplierListHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof SupplierList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /hna/hnaBlackList/index: the blacklist and the dishonest list. */
export const Blacklist: Story = {};

/** /hna/hnaAdmit/index: mutual recognition, with the qualified suppliers in a second tab. */
export const Admitted: Story = { args: { list: 'admitted' } };

export const Qualified: Story = { args: { list: 'qualified' } };

/** /hna/secondSup/index. */
export const Tiers: Story = { args: { list: 'tiers' } };

/** /hna/secondSup/detailAuthorize?id=tier-2: an unauthorized third-tier supplier. */
export const TierDetail: Story = { args: { list: 'tier-detail', entryId: 'tier-2' } };

/** /hna/thirdSup/index. */
export const OwnEquipment: Story = { args: { list: 'own-equipment' } };

/** /hna/pdSup/index: its rows open the transport supplier's page. */
export const Transport: Story = {
  args: { list: 'transport', links: { supplierPage: '/hna/pdSup/detail/index?id={id}' } },
};

/** On a page that binds no links: names show as text. */
export const Unlinked: Story = { args: { list: 'qualified', links: undefined } };

export const Empty: Story = { parameters: { fixture: { empty: true } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const LoadFailed: Story = { parameters: { fixture: { failWith: 500 } } };

export const ReadOnly: Story = { parameters: { readOnly: true } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-supplier-list', { list: 'blacklist' });
