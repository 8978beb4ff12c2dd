// sp-contract-list: the supplier's contracts and orders (docs/product-rules.md#contracts-and-orders)
// of one kind, or of several with a kind switch (/sup/supContract/index: purchase, tool, AOG,
// transport; /sup/supSxContract/index: repair), one tab per state, a search on number and title,
// and a link to each contract's page. The list call gives no counts per state, so the tabs carry
// none. The toolbar's "Answer by spreadsheet" answers contracts from the feedback template.
import { useMemo, useState } from 'react';
import { Radio, RadioGroup } from '@fluentui/react-components';
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  contractsApi,
  type ContractKind,
  type ContractRow,
} from '@portal/contract';
import { InlineAlert } from '../../kit/form-layout';
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import { CONTRACT_FIELDS } from '../../contracts/contract-fields';
import { CONTRACTS_NS } from '../../contracts/contract-text';
import { FeedbackUpload } from './feedback-upload';

export interface ContractOpenDetail {
  id: string;
}

export const contractListLinks = { detail: routeRef('id') };

export interface ContractListProps {
  /** The kind shown first (attribute `kind`, one of CONTRACT_KINDS); purchase by default. */
  kind?: string;
  /** Comma-separated kinds the switch offers; none: `kind` only. */
  kinds?: string;
  links?: LinkBindings<typeof contractListLinks>;
  /** The tab shown first: a contract state; toConfirm by default. */
  tab?: string;
  onOpen?: (detail: ContractOpenDetail) => void;
}

export function isContractKind(value: unknown): value is ContractKind {
  return (CONTRACT_KINDS as readonly unknown[]).includes(value);
}

/** The contracts of one kind, one tab per state. */
export function contractListResource(kind: ContractKind, open: (row: ContractRow) => void) {
  return defineResource({
    name: 'supplier-contract',
    title: 'list.title',
    ns: CONTRACTS_NS,
    links: contractListLinks,
    list: contractsApi.listSupplierContracts,
    listInput: { kind },
    emptyHint: 'list.empty',
    fields: { ...CONTRACT_FIELDS, q: { kind: 'text', label: 'list.search' } },
    columns: [
      { field: 'contractNumber', width: 160, essential: true },
      { field: 'title', width: 240 },
      { field: 'currentVersion', width: 80 },
      { field: 'lineCount', width: 80 },
      { field: 'totalAmount', width: 150 },
      { field: 'buyerContact', width: 130 },
      { field: 'signed', width: 90 },
      { field: 'updatedAt', width: 170 },
      { field: 'state', width: 200, essential: true },
    ],
    tabs: CONTRACT_STATES.map((state) => ({
      key: state,
      label: `enum.contractState.${state}`,
      input: { state },
    })),
    filters: [{ kind: 'text', param: 'q', label: 'list.search' }],
    rowLink: {
      field: 'contractNumber',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: open,
    },
  });
}

const STORE = 'sp-contract-kind:';

function parseKinds(kinds: string | undefined, kind: ContractKind): ContractKind[] {
  const list = (kinds ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(isContractKind);
  return list.length ? list : [kind];
}

export function ContractList({ kind = 'purchase', kinds, links, tab, onOpen }: ContractListProps) {
  const { t } = useT([CONTRACTS_NS, 'common']);
  const valid = isContractKind(kind);
  const first: ContractKind = valid ? kind : 'purchase';
  const offered = parseKinds(kinds, first);
  const storeKey = `${STORE}${offered.join(',')}`;
  // The switch's choice survives a reload like the tab does (the kit's lists keep theirs in
  // sessionStorage too, docs/architecture.md "The kit").
  const [current, setCurrent] = useState<ContractKind>(() => {
    const kept = sessionStorage.getItem(storeKey);
    return isContractKind(kept) && offered.includes(kept) ? kept : offered[0]!;
  });
  const resource = useMemo(
    () =>
      contractListResource(current, (row) => {
        onOpen?.({ id: row.id });
        const href = linkHref(links, 'detail', { id: row.id });
        if (href) navigateTo(href);
      }),
    [current, links, onOpen],
  );
  if (!valid) return <InlineAlert>{t('list.badKind', { kind: String(kind) })}</InlineAlert>;
  const choose = (next: ContractKind) => {
    sessionStorage.setItem(storeKey, next);
    setCurrent(next);
  };
  const kindSwitch =
    offered.length > 1 ? (
      <RadioGroup
        layout="horizontal"
        aria-label={t('list.kindSwitch')}
        value={current}
        onChange={(_, data) => choose(data.value as ContractKind)}
      >
        {offered.map((k) => (
          <Radio key={k} value={k} label={t(`enum.contractKind.${k}`, { ns: 'common' })} />
        ))}
      </RadioGroup>
    ) : null;
  return (
    <ResourceList
      key={current}
      resource={resource}
      links={links}
      tab={tab ?? 'toConfirm'}
      stateKey={`contract-list:${current}`}
      toolbar={
        <>
          {kindSwitch}
          <FeedbackUpload resourceName="supplier-contract" />
        </>
      }
    />
  );
}

export default ContractList;
