// sp-supplier-list: the buyer's supplier lists, one attribute `list` per page (their routes in
// docs/product-rules.md#where-they-are), each a resource definition (list-resources.ts,
// relation-resources.ts) rendered by the kit:
// - `qualified`: approved and synchronized suppliers, filtered by kind, country, freeze and text;
// - `admitted` (/hna/hnaAdmit/index): mutual recognition records, with the qualified suppliers in a
//   second tab; adding admits a registered supplier at once;
// - `blacklist` (/hna/hnaBlackList/index): the blacklist and the dishonest list as tabs; adding asks
//   for a reason, removing too (in a dialog that is the confirmation);
// - `tiers` (/hna/secondSup/index) and `tier-detail` (/hna/secondSup/detailAuthorize, `entry-id`):
//   second- and third-tier suppliers of primary suppliers, authorized with a validity;
// - `own-equipment` (/hna/thirdSup/index): suppliers an equipment manufacturer designates;
// - `transport` (/hna/pdSup/index): transport suppliers in any audit state;
// - `new-suppliers` (/hna/invite/index, below the invitations): suppliers in their admission or
//   registered in the last 30 days, with their invitation;
// - `capabilities` (/hna/qualityApproval/assess/index): every supplier's capabilities.
// Rows link to the screens of `links` (supplier-list-links.ts) where the page binds them.
import { useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import type { TierRow } from '@portal/contract';
import { token } from '../../kit/css-token';
import { linkHref } from '../../kit/links';
import { RefLink } from '../../kit/ref-link';
import {
  ResourceDetail,
  ResourceFormDialog,
  ResourceList,
  listScreen,
  usePermission,
} from '../../kit/resource';
import { ListTabs, tabId } from '../../kit/resource/list-tabs';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import {
  admitsResource,
  authorizeForm,
  blacklistResource,
  directoryResource,
  ownEquipmentResource,
  tierDetailResource,
  tiersResource,
} from './list-resources';
import { capabilitiesResource, newSuppliersResource } from './relation-resources';
import type { SupplierListLinks } from './supplier-list-links';
import { SUPPLIER_LIST_NS } from './supplier-list-text';

export { supplierListLinks } from './supplier-list-links';

/** The lists that are one definition each, by their `list` attribute. */
const LISTS = {
  qualified: listScreen(directoryResource('qualified')),
  transport: listScreen(directoryResource('transport')),
  blacklist: listScreen(blacklistResource),
  tiers: listScreen(tiersResource),
  'own-equipment': listScreen(ownEquipmentResource),
  'new-suppliers': listScreen(newSuppliersResource),
  capabilities: listScreen(capabilitiesResource),
};
export const SUPPLIER_LISTS = [...Object.keys(LISTS), 'admitted', 'tier-detail'] as const;
export type SupplierListName = keyof typeof LISTS | 'admitted' | 'tier-detail';

export interface SupplierListProps {
  /** Which list (see above); `qualified` by default. */
  list?: SupplierListName | string;
  /** The tier supplier to show (tier-detail). */
  entryId?: string;
  /** Where the rows link to: ref → URL template (supplier-list-links.ts). */
  links?: SupplierListLinks;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};

function OneList({ name, links }: { name: keyof typeof LISTS; links?: SupplierListLinks }) {
  const Screen = LISTS[name];
  return <Screen links={links} stateKey={`supplier-list-${name}`} />;
}

/** /hna/hnaAdmit/index: mutual recognition, and the qualified suppliers beside it. */
function AdmittedPage({ links }: { links?: SupplierListLinks }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  const [tab, setTab] = useState<'admits' | 'qualified'>('admits');
  const prefix = 'supplier-list-admitted';
  return (
    <div style={stack}>
      <ListTabs
        tabs={[
          { key: 'admits', label: t('pageTab.admits') },
          { key: 'qualified', label: t('pageTab.qualified') },
        ]}
        selected={tab}
        onSelect={(key) => setTab(key === 'qualified' ? 'qualified' : 'admits')}
        idPrefix={prefix}
      />
      <div role="tabpanel" aria-labelledby={tabId(prefix, tab)}>
        {tab === 'admits' ? (
          <ResourceList resource={admitsResource} stateKey="supplier-list-admits" />
        ) : (
          <OneList name="qualified" links={links} />
        )}
      </div>
    </div>
  );
}

function AuthorizeButton({ tier }: { tier: TierRow }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  const can = usePermission();
  const [open, setOpen] = useState(false);
  if (!can(authorizeForm.permission)) return null;
  return (
    <>
      <Button appearance="primary" onClick={() => setOpen(true)}>
        {tier.auth === 'unauthorized' ? t('authorize.button') : t('authorize.renew')}
      </Button>
      {open ? (
        <ResourceFormDialog
          resource={tierDetailResource}
          form={authorizeForm}
          record={tier}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function TierDetail({ id, links }: { id: string; links?: SupplierListLinks }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  return (
    <div style={stack}>
      {links?.tierList ? (
        <span>
          <RefLink href={linkHref(links, 'tierList')}>{t('authorize.back')}</RefLink>
        </span>
      ) : null}
      <ResourceDetail
        resource={tierDetailResource}
        id={id}
        toolbar={(tier) => <AuthorizeButton tier={tier} />}
      />
    </div>
  );
}

function SupplierListView({ list, entryId, links }: SupplierListProps) {
  if (list === 'admitted') return <AdmittedPage links={links} />;
  // Without a tier supplier to show (a bare link), the list it would be chosen from.
  if (list === 'tier-detail' && entryId) return <TierDetail id={entryId} links={links} />;
  const name = list === 'tier-detail' ? 'tiers' : list && list in LISTS ? list : 'qualified';
  return <OneList name={name as keyof typeof LISTS} links={links} />;
}

export function SupplierList(props: SupplierListProps) {
  return (
    <QueryProvider>
      <SupplierListView {...props} />
    </QueryProvider>
  );
}

export default SupplierList;
