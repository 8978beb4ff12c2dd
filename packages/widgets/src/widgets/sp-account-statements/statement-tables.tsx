// The statement's plain tables (kit/plain-table.tsx): the lines of one side (running balance, the portal
// bill a line names, the supplier's dispute reason) and the differences. Shared by the statement's
// page and its upload page.
import type { AccountStatementDetail, StatementDifference, StatementLine } from '@portal/contract';
import { dash, PlainTable } from '../../kit/plain-table';
import { formatDate, formatMoney } from '../../runtime/format';
import type { TFunction } from '../../runtime/i18n';
import { cellStyle, markedRow, numberCell } from './statement-styles';

const money = (n: number, currency: string) => (n ? formatMoney(n, currency) : '');

export function StatementLines({
  d,
  lines,
  label,
  withBills,
  t,
}: {
  d: AccountStatementDetail;
  lines: StatementLine[];
  label: string;
  /** The buyer's side: the bill each line names and the supplier's dispute reasons. */
  withBills: boolean;
  t: TFunction;
}) {
  const heads = ['position', 'date', 'docType', 'reference', 'debit', 'credit', 'balance'];
  return (
    <PlainTable
      label={label}
      heads={[
        ...heads.map((h) => t(`line.${h}`)),
        ...(withBills ? [t('line.bill'), t('line.dispute')] : []),
      ]}
    >
      {lines.map((l) => (
        <tr key={l.position} data-line={l.position} style={l.disputeReason ? markedRow : undefined}>
          <td style={cellStyle}>{l.position}</td>
          <td style={cellStyle}>{formatDate(l.date)}</td>
          <td style={cellStyle}>{t(`enum.docType.${l.docType}`)}</td>
          <td style={cellStyle}>{l.reference}</td>
          <td style={numberCell}>{money(l.debit, d.currency)}</td>
          <td style={numberCell}>{money(l.credit, d.currency)}</td>
          <td style={numberCell}>{formatMoney(l.balance, d.currency)}</td>
          {withBills ? (
            <>
              <td style={cellStyle}>
                {l.bill
                  ? t('line.billText', {
                      state: t(`enum.billState.${l.bill.state}`, { defaultValue: l.bill.state }),
                      amount: formatMoney(l.bill.amount, l.bill.currency),
                    })
                  : '—'}
              </td>
              <td style={{ ...cellStyle, whiteSpace: 'pre-wrap' }}>{dash(l.disputeReason)}</td>
            </>
          ) : null}
        </tr>
      ))}
    </PlainTable>
  );
}

export function Differences({
  d,
  t,
}: {
  d: Pick<AccountStatementDetail, 'differences' | 'currency'>;
  t: TFunction;
}) {
  if (!d.differences.length) return <p style={{ margin: 0 }}>{t('page.noDifferences')}</p>;
  const heads = ['kind', 'docType', 'reference', 'buyerAmount', 'supplierAmount'];
  const amount = (n: number | null) => (n === null ? '—' : formatMoney(n, d.currency));
  return (
    <PlainTable label={t('page.differences')} heads={heads.map((h) => t(`diff.${h}`))}>
      {d.differences.map((x: StatementDifference) => (
        <tr key={`${x.kind}:${x.docType}:${x.reference}`} data-difference={x.kind}>
          <td style={cellStyle}>{t(`enum.difference.${x.kind}`)}</td>
          <td style={cellStyle}>{t(`enum.docType.${x.docType}`)}</td>
          <td style={cellStyle}>{x.reference}</td>
          <td style={numberCell}>{amount(x.buyerAmount)}</td>
          <td style={numberCell}>{amount(x.supplierAmount)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
