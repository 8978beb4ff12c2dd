// The statement list of one side (docs/product-rules.md#account-statements): number, period,
// currency, opening and closing balances, state, the differences between the two sides and the
// disputed lines; the buyer's adds the supplier. Filtered by state, searched on the number; the
// number opens the statement.
import { useMemo, type ReactNode } from 'react';
import {
  ACCOUNT_STATEMENT_STATES,
  accountStatementsApi,
  type AccountStatementRow,
  type AccountStatementState,
} from '@portal/contract';
import { routeRef } from '../../kit/links';
import { ResourceList, defineResource, type FieldDef, type StatusColor } from '../../kit/resource';
import { useT, type TFunction } from '../../runtime/i18n';
import { STATEMENTS_NS } from './statements-text';

export type StatementViewSide = 'supplier' | 'buyer';
export const STATEMENT_VIEW_SIDES: readonly StatementViewSide[] = ['supplier', 'buyer'];

/** The statement's page, its upload page and the list's own, when the host gives them routes. */
export const statementLinks = { detail: routeRef('id'), upload: routeRef('id'), list: routeRef() };

export const STATEMENT_STATE_COLORS: Record<AccountStatementState, StatusColor> = {
  open: 'warning',
  disputed: 'danger',
  confirmed: 'success',
};

const FIELDS: Partial<Record<keyof AccountStatementRow, FieldDef>> = {
  number: { kind: 'text', label: 'f.number' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  periodFrom: { kind: 'date', label: 'f.periodFrom' },
  periodTo: { kind: 'date', label: 'f.periodTo' },
  currency: { kind: 'text', label: 'f.currency' },
  openingBalance: { kind: 'money', label: 'f.openingBalance', currencyField: 'currency' },
  closingBalance: { kind: 'money', label: 'f.closingBalance', currencyField: 'currency' },
  state: {
    kind: 'status',
    label: 'f.state',
    enum: 'statementState',
    options: ACCOUNT_STATEMENT_STATES,
    colors: STATEMENT_STATE_COLORS,
  },
  differenceCount: { kind: 'number', label: 'f.differenceCount' },
  disputeCount: { kind: 'number', label: 'f.disputeCount' },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
};

export interface StatementListProps {
  side: StatementViewSide;
  href?: (id: string) => string;
  open: (id: string) => void;
  /** Above the list: the upload page's hint. */
  intro?: ReactNode;
}

function statementListResource({ side, href, open }: StatementListProps, t: TFunction) {
  return defineResource({
    name: 'accountStatements',
    title: side === 'buyer' ? 'list.buyerTitle' : 'list.title',
    ns: STATEMENTS_NS,
    list:
      side === 'buyer'
        ? accountStatementsApi.listBuyerStatements
        : accountStatementsApi.listSupplierStatements,
    emptyHint: side === 'buyer' ? 'list.buyerEmpty' : 'list.empty',
    fields: { ...FIELDS, q: { kind: 'text', label: 'list.search' } },
    columns: [
      { field: 'number', width: 170, essential: true },
      ...(side === 'buyer' ? [{ field: 'supplierName' as const, width: 180 }] : []),
      { field: 'periodFrom', width: 120 },
      { field: 'periodTo', width: 120 },
      { field: 'openingBalance', width: 160 },
      { field: 'closingBalance', width: 160, essential: true },
      { field: 'state', width: 120, essential: true },
      {
        field: 'differenceCount',
        width: 130,
        render: (row: AccountStatementRow) =>
          row.differenceCount
            ? t('list.differences', { count: row.differenceCount })
            : t('list.noDifferences'),
      },
      { field: 'disputeCount', width: 110 },
      { field: 'updatedAt', width: 170 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'state',
        label: 'f.state',
        enum: 'statementState',
        options: ACCOUNT_STATEMENT_STATES,
      },
    ],
    rowLink: {
      field: 'number',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open(row.id),
    },
  });
}

export function StatementList({ side, href, open, intro }: StatementListProps) {
  const { t } = useT([STATEMENTS_NS, 'common']);
  const resource = useMemo(
    () => statementListResource({ side, href, open }, t),
    [side, href, open, t],
  );
  return (
    <>
      {intro}
      <ResourceList resource={resource} stateKey={`statement-list:${side}`} />
    </>
  );
}
