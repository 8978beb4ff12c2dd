// sp-supplier-list: the buyer's supplier lists, one attribute `list` per page (CATALOG.md):
// - `qualified`: approved and synchronized suppliers, filtered by kind, country, freeze and text,
//   each linking to its audit (`audit-href`);
// - `admitted` (/hna/hnaAdmit/index): mutual recognition records, with the qualified suppliers in a
//   second tab; adding admits a registered supplier at once;
// - `blacklist` (/hna/hnaBlackList/index): the blacklist and the dishonest list as tabs; adding asks
//   for a reason, removing too (in a dialog that is the confirmation);
// - `tiers` (/hna/secondSup/index) and `tier-detail` (/hna/secondSup/detailAuthorize, `entry-id`):
//   second- and third-tier suppliers of primary suppliers, authorized with a validity;
// - `own-equipment` (/hna/thirdSup/index): suppliers an equipment manufacturer designates;
// - `transport` (/hna/pdSup/index): transport suppliers in any audit state, linking to their audit.
// - `new-suppliers` (/hna/invite/index, below the invitations): suppliers in their admission or
//   registered in the last 30 days, with their invitation, linking to the commercial audit;
// - `capabilities` (/hna/qualityApproval/assess/index): every supplier's capabilities, linking to
//   the quality audit (`quality-href`). Both are defined in relation-resources.ts.
// Everything is a resource definition (list-resources.ts) rendered by the kit; the add and remove
// forms load their rules (zod) when first opened.
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  LANGUAGES,
  SUPPLIER_PERMISSIONS as P,
  supplierListsApi,
  type BlacklistRow,
  type TierRow,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { token } from '../../kit/css-token';
import { FormDialog } from '../../kit/form-dialog';
import {
  ResourceDetail,
  ResourceForm,
  ResourceList,
  usePermission,
  type SchemaLike,
} from '../../kit/resource';
import { ListTabs, tabId } from '../../kit/resource/list-tabs';
import { getConfig } from '../../runtime/config';
import { call } from '../../runtime/http';
import { i18n, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { toast } from '../../runtime/toast';
import {
  admitsResource,
  authorizeResource,
  blacklistResource,
  directoryResource,
  ownEquipmentResource,
  removeFromListResource,
  tierDetailResource,
  tiersResource,
  type AdmitValues,
  type AuthorizeValues,
  type BlacklistValues,
  type OwnEquipmentValues,
  type TierValues,
} from './list-resources';
import { capabilitiesResource, newSuppliersResource } from './relation-resources';
import { SUPPLIER_LIST_NS } from './supplier-list-text';

export const SUPPLIER_LISTS = [
  'qualified',
  'admitted',
  'blacklist',
  'tiers',
  'tier-detail',
  'own-equipment',
  'transport',
  'new-suppliers',
  'capabilities',
] as const;
export type SupplierListName = (typeof SUPPLIER_LISTS)[number];

export interface SupplierListProps {
  /** Which list (see above); `qualified` by default. */
  list?: SupplierListName | string;
  /** A supplier's audit page; `{id}` becomes the supplier id (qualified, admitted, transport). */
  auditHref?: string;
  /** A tier supplier's page; `{id}` becomes its id (tiers). */
  detailHref?: string;
  /** The tier supplier to show (tier-detail). */
  entryId?: string;
  /** The tier list, for the detail's way back. */
  listHref?: string;
  /** A supplier's quality audit page; `{id}` becomes the supplier id (capabilities). */
  qualityHref?: string;
}

const DEFAULT_AUDIT = '/hna/commercialApproval/detail/index?id={id}';
const DEFAULT_TRANSPORT_AUDIT = '/hna/pdSup/detail/index?id={id}';
const DEFAULT_TIER_DETAIL = '/hna/secondSup/detailAuthorize?id={id}';
const DEFAULT_QUALITY = '/hna/qualityApproval/approval?id={id}';

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};
const toolbar: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: token('spacingHorizontalM'),
};

const loadRules = () => import('./list-rules');
/** The forms' rules, fetched the first time a dialog asks for them. */
function useRules(enabled: boolean) {
  return useQuery({
    queryKey: ['supplier-list', 'rules'],
    queryFn: loadRules,
    staleTime: Infinity,
    structuralSharing: false,
    enabled,
  }).data?.listRules;
}

function EntryDialog(props: {
  title: string;
  intro: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return <FormDialog maxWidth={600} {...props} />;
}

/** The Add button of a list the user may change. */
function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  const can = usePermission();
  if (!can(P.listsManage)) return null;
  return (
    <div style={toolbar}>
      <Button appearance="primary" icon={<AddRegular />} onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}

// --- the lists -----------------------------------------------------------------------------------

function QualifiedList({ auditHref }: { auditHref: string }) {
  const resource = useMemo(() => directoryResource('qualified', auditHref), [auditHref]);
  return <ResourceList resource={resource} stateKey="supplier-list-qualified" />;
}

function TransportList({ auditHref }: { auditHref: string }) {
  const resource = useMemo(() => directoryResource('transport', auditHref), [auditHref]);
  return <ResourceList resource={resource} stateKey="supplier-list-transport" />;
}

function AdmitsList() {
  const { t } = useT(SUPPLIER_LIST_NS);
  const [adding, setAdding] = useState(false);
  const rules = useRules(adding);
  const list = useMemo(() => admitsResource(), []);
  const form = useMemo(
    () => (rules ? admitsResource(rules.admitted as SchemaLike<AdmitValues>) : undefined),
    [rules],
  );
  const close = () => setAdding(false);
  return (
    <div style={stack}>
      <AddButton label={t('add.admitted')} onClick={() => setAdding(true)} />
      <ResourceList resource={list} stateKey="supplier-list-admits" />
      {adding && form ? (
        <EntryDialog title={t('dialog.admitted')} intro={t('dialog.admittedIntro')} onClose={close}>
          <ResourceForm
            bare
            resource={form}
            onCancel={close}
            onSaved={(answer) => {
              // Admitting a registered supplier is worth its own line: its audit state changed.
              if (answer.data.supplierCode) toast.info(answer.msg);
              close();
            }}
          />
        </EntryDialog>
      ) : null}
    </div>
  );
}

/** /hna/hnaAdmit/index: mutual recognition, and the qualified suppliers beside it. */
function AdmittedPage({ auditHref }: { auditHref: string }) {
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
        {tab === 'admits' ? <AdmitsList /> : <QualifiedList auditHref={auditHref} />}
      </div>
    </div>
  );
}

function BlacklistPage() {
  const { t } = useT(SUPPLIER_LIST_NS);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BlacklistRow | null>(null);
  const rules = useRules(adding || removing !== null);
  const list = useMemo(() => blacklistResource(setRemoving), []);
  const addForm = useMemo(
    () =>
      rules
        ? blacklistResource(setRemoving, rules.blacklist as SchemaLike<BlacklistValues>)
        : undefined,
    [rules],
  );
  const removeForm = useMemo(
    () =>
      rules && removing
        ? removeFromListResource(removing, rules.removeFromList as SchemaLike<{ reason: string }>)
        : undefined,
    [rules, removing],
  );
  const closeAdd = () => setAdding(false);
  const closeRemove = () => setRemoving(null);
  return (
    <div style={stack}>
      <AddButton label={t('add.blacklist')} onClick={() => setAdding(true)} />
      <ResourceList resource={list} stateKey="supplier-list-blacklist" />
      {adding && addForm ? (
        <EntryDialog
          title={t('dialog.blacklist')}
          intro={t('dialog.blacklistIntro')}
          onClose={closeAdd}
        >
          <ResourceForm
            bare
            resource={addForm}
            onCancel={closeAdd}
            onSaved={(answer) => {
              // A registered supplier held the tax ID: say that it is frozen now.
              if (answer.data.supplierCode) toast.warning(answer.msg);
              closeAdd();
            }}
          />
        </EntryDialog>
      ) : null}
      {removing && removeForm ? (
        <EntryDialog
          title={`${t('remove.listTitle')}: ${removing.companyName}`}
          intro={`${t('remove.listIntro')} (${removing.taxId})`}
          onClose={closeRemove}
        >
          <ResourceForm bare resource={removeForm} onCancel={closeRemove} onSaved={closeRemove} />
        </EntryDialog>
      ) : null}
    </div>
  );
}

/** Qualified suppliers as the add form's primary-supplier choices, labelled "code name". */
function usePrimaries(enabled: boolean): readonly string[] | undefined {
  const query = useQuery({
    queryKey: ['supplier-list-directory-qualified', 'primaries'],
    queryFn: () =>
      call(supplierListsApi.listDirectory, { scope: 'qualified', size: 500 }, { toast: false }),
    enabled,
  });
  return useMemo(() => {
    const rows = query.data?.data.records;
    if (!rows) return undefined;
    const labels = Object.fromEntries(rows.map((r) => [r.id, `${r.code} ${r.name}`]));
    for (const lang of LANGUAGES) {
      i18n.addResourceBundle(lang, SUPPLIER_LIST_NS, { enum: { primary: labels } }, true, true);
    }
    return rows.map((r) => r.id);
  }, [query.data]);
}

function TiersList({ detailHref }: { detailHref: string }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  const [adding, setAdding] = useState(false);
  const rules = useRules(adding);
  const primaries = usePrimaries(adding);
  const list = useMemo(() => tiersResource(detailHref), [detailHref]);
  const form = useMemo(
    () =>
      rules && primaries
        ? tiersResource(detailHref, primaries, rules.tiers as SchemaLike<TierValues>)
        : undefined,
    [rules, primaries, detailHref],
  );
  const close = () => setAdding(false);
  return (
    <div style={stack}>
      <AddButton label={t('add.tiers')} onClick={() => setAdding(true)} />
      <ResourceList resource={list} stateKey="supplier-list-tiers" />
      {adding && form ? (
        <EntryDialog title={t('dialog.tiers')} intro={t('dialog.tiersIntro')} onClose={close}>
          <ResourceForm bare resource={form} onCancel={close} onSaved={close} />
        </EntryDialog>
      ) : null}
    </div>
  );
}

function AuthorizeButton({ tier }: { tier: TierRow }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  const can = usePermission();
  const [open, setOpen] = useState(false);
  const rules = useRules(open);
  const form = useMemo(
    () =>
      rules ? authorizeResource(tier, rules.authorize as SchemaLike<AuthorizeValues>) : undefined,
    [rules, tier],
  );
  if (!can(P.listsManage)) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button appearance="primary" onClick={() => setOpen(true)}>
        {tier.auth === 'unauthorized' ? t('authorize.button') : t('authorize.renew')}
      </Button>
      {open && form ? (
        <EntryDialog
          title={`${t('authorize.title')}: ${tier.name}`}
          intro={t('authorize.intro')}
          onClose={close}
        >
          <ResourceForm bare resource={form} onCancel={close} onSaved={close} />
        </EntryDialog>
      ) : null}
    </>
  );
}

function TierDetail({ id, listHref }: { id: string; listHref: string }) {
  const { t } = useT(SUPPLIER_LIST_NS);
  return (
    <div style={stack}>
      <Link
        href={listHref}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          getConfig().navigate(listHref);
        }}
      >
        {t('authorize.back')}
      </Link>
      <ResourceDetail
        resource={tierDetailResource}
        id={id}
        toolbar={(tier) => <AuthorizeButton tier={tier} />}
      />
    </div>
  );
}

function OwnEquipmentList() {
  const { t } = useT(SUPPLIER_LIST_NS);
  const [adding, setAdding] = useState(false);
  const rules = useRules(adding);
  const list = useMemo(() => ownEquipmentResource(), []);
  const form = useMemo(
    () =>
      rules
        ? ownEquipmentResource(rules.ownEquipment as SchemaLike<OwnEquipmentValues>)
        : undefined,
    [rules],
  );
  const close = () => setAdding(false);
  return (
    <div style={stack}>
      <AddButton label={t('add.ownEquipment')} onClick={() => setAdding(true)} />
      <ResourceList resource={list} stateKey="supplier-list-own-equipment" />
      {adding && form ? (
        <EntryDialog
          title={t('dialog.ownEquipment')}
          intro={t('dialog.ownEquipmentIntro')}
          onClose={close}
        >
          <ResourceForm bare resource={form} onCancel={close} onSaved={close} />
        </EntryDialog>
      ) : null}
    </div>
  );
}

function NewSuppliersList({ auditHref }: { auditHref: string }) {
  const resource = useMemo(() => newSuppliersResource(auditHref), [auditHref]);
  return <ResourceList resource={resource} stateKey="supplier-list-new-suppliers" />;
}

function CapabilitiesList({ qualityHref }: { qualityHref: string }) {
  const resource = useMemo(() => capabilitiesResource(qualityHref), [qualityHref]);
  return <ResourceList resource={resource} stateKey="supplier-list-capabilities" />;
}

function SupplierListView(props: SupplierListProps) {
  const list = (SUPPLIER_LISTS as readonly string[]).includes(props.list ?? '')
    ? (props.list as SupplierListName)
    : 'qualified';
  switch (list) {
    case 'admitted':
      return <AdmittedPage auditHref={props.auditHref ?? DEFAULT_AUDIT} />;
    case 'blacklist':
      return <BlacklistPage />;
    case 'tiers':
      return <TiersList detailHref={props.detailHref ?? DEFAULT_TIER_DETAIL} />;
    case 'tier-detail':
      // Without a tier supplier to show (a bare link), the list it would be chosen from.
      return props.entryId ? (
        <TierDetail id={props.entryId} listHref={props.listHref ?? '/hna/secondSup/index'} />
      ) : (
        <TiersList detailHref={props.detailHref ?? DEFAULT_TIER_DETAIL} />
      );
    case 'own-equipment':
      return <OwnEquipmentList />;
    case 'transport':
      return <TransportList auditHref={props.auditHref ?? DEFAULT_TRANSPORT_AUDIT} />;
    case 'new-suppliers':
      return <NewSuppliersList auditHref={props.auditHref ?? DEFAULT_AUDIT} />;
    case 'capabilities':
      return <CapabilitiesList qualityHref={props.qualityHref ?? DEFAULT_QUALITY} />;
    default:
      return <QualifiedList auditHref={props.auditHref ?? DEFAULT_AUDIT} />;
  }
}

export function SupplierList(props: SupplierListProps) {
  return (
    <QueryProvider>
      <SupplierListView {...props} />
    </QueryProvider>
  );
}

export default SupplierList;
