// The bill list of one side (docs/product-rules.md#bills): number and revision, contract, kind,
// state, amount in the bill's currency, invoices, the lines flagged by matching (a word and an icon,
// never colour alone), submitted and last changed; the finance review's adds the supplier and the
// reviewer's decision date. Filtered by state, searched on bill or contract number; the number opens
// the bill.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { WarningFilled } from '@fluentui/react-icons';
import { BILL_KINDS, BILL_STATES, billsApi, type BillRow, type BillState } from '@portal/contract';
import { token } from '../../kit/css-token';
import { routeRef } from '../../kit/links';
import { ResourceList, defineResource, type FieldDef, type StatusColor } from '../../kit/resource';
import { useT, type TFunction } from '../../runtime/i18n';
import { BILLS_NS } from './bills-text';

export type BillViewSide = 'supplier' | 'buyer';
export const BILL_VIEW_SIDES: readonly BillViewSide[] = ['supplier', 'buyer'];

/** The bill's page and the list's own, when the host gives them routes. */
export const billLinks = { detail: routeRef('id'), list: routeRef() };

export const BILL_STATE_COLORS: Record<BillState, StatusColor> = {
  draft: 'subtle',
  pendingReview: 'warning',
  approved: 'success',
  notApproved: 'danger',
};

const flagStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacingHorizontalXS'),
  color: token('colorPaletteRedForeground1'),
  fontWeight: token('fontWeightSemibold'),
};

/** "2 flagged" with an icon, or "None": the count in words (WCAG 1.4.1). */
export function FlaggedCount({ count, t }: { count: number; t: TFunction }): ReactNode {
  return count ? (
    <span style={flagStyle} data-flagged={count}>
      <WarningFilled aria-hidden />
      {t('list.flagged', { ns: BILLS_NS, count })}
    </span>
  ) : (
    <span data-flagged="0">{t('list.noFlags', { ns: BILLS_NS })}</span>
  );
}

const FIELDS: Partial<Record<keyof BillRow, FieldDef>> = {
  number: { kind: 'text', label: 'f.number' },
  contractNumber: { kind: 'text', label: 'f.contractNumber' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  kind: { kind: 'enum', label: 'f.kind', enum: 'billKind', options: BILL_KINDS },
  state: {
    kind: 'status',
    label: 'f.state',
    enum: 'billState',
    options: BILL_STATES,
    colors: BILL_STATE_COLORS,
  },
  amount: { kind: 'money', label: 'f.amount', currencyField: 'currency' },
  currency: { kind: 'text', label: 'f.currency' },
  invoiceCount: { kind: 'number', label: 'f.invoiceCount' },
  flaggedLines: { kind: 'number', label: 'f.flaggedLines' },
  submittedAt: { kind: 'date-time', label: 'f.submittedAt' },
  feedbackDate: { kind: 'date-time', label: 'f.feedbackDate' },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
};

export interface BillListProps {
  side: BillViewSide;
  /** The bill's URL, when it has a page of its own (useListOrDetail). */
  href?: (id: string) => string;
  open: (id: string) => void;
  /** Beside the list's own buttons: the supplier's "New bill". */
  toolbar?: ReactNode;
}

function billListResource({ side, href, open }: BillListProps, t: TFunction) {
  return defineResource({
    name: 'bills',
    title: side === 'buyer' ? 'list.buyerTitle' : 'list.title',
    ns: BILLS_NS,
    list: side === 'buyer' ? billsApi.listBuyerBills : billsApi.listSupplierBills,
    emptyHint: side === 'buyer' ? 'list.buyerEmpty' : 'list.empty',
    fields: { ...FIELDS, q: { kind: 'text', label: 'list.search' } },
    columns: [
      {
        field: 'number',
        width: 170,
        essential: true,
        render: (row: BillRow) =>
          row.revision > 1
            ? t('revisionOf', { number: row.number, revision: row.revision })
            : row.number,
      },
      { field: 'contractNumber', width: 150 },
      ...(side === 'buyer' ? [{ field: 'supplierName' as const, width: 180 }] : []),
      { field: 'kind', width: 100 },
      { field: 'state', width: 140, essential: true },
      { field: 'amount', width: 160, essential: true },
      { field: 'invoiceCount', width: 90 },
      {
        field: 'flaggedLines',
        width: 130,
        render: (row: BillRow) => <FlaggedCount count={row.flaggedLines} t={t} />,
      },
      { field: 'submittedAt', width: 170 },
      ...(side === 'buyer'
        ? [{ field: 'feedbackDate' as const, width: 170 }]
        : [{ field: 'updatedAt' as const, width: 170 }]),
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'state',
        label: 'f.state',
        enum: 'billState',
        // The finance review never sees drafts.
        options: side === 'buyer' ? BILL_STATES.filter((s) => s !== 'draft') : BILL_STATES,
      },
    ],
    rowLink: {
      field: 'number',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open(row.id),
    },
  });
}

export function BillList({ side, href, open, toolbar }: BillListProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const resource = useMemo(() => billListResource({ side, href, open }, t), [side, href, open, t]);
  return <ResourceList resource={resource} stateKey={`bill-list:${side}`} toolbar={toolbar} />;
}
