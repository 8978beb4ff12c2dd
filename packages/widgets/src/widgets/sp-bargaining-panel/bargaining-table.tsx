// The rounds as a table: target and last price, round, deadline with what is left, who opened it,
// the state (a pending round past its deadline shows Closed), remarks, the supplier's answer, and
// the actions an open round allows. Open rounds can be selected for a bulk decline.
import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { BargainingRow } from '@portal/contract';
import { token } from '../../kit/css-token';
import { StatusBadge } from '../../kit/status-badge';
import { BARGAINING_STATE_COLORS } from '../../kit/status-colors';
import { formatDateTime, formatMoney, intlLocale } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { BARGAINING_NS } from './bargaining-panel-text';

export interface BargainingTableProps {
  rows: readonly BargainingRow[];
  /** Show the inquiry column (the panel is not scoped to one inquiry). */
  showInquiry: boolean;
  clock: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onAccept: (row: BargainingRow) => void;
  onAnswer: (row: BargainingRow) => void;
  onDecline: (row: BargainingRow) => void;
}

const COLORS = { ...BARGAINING_STATE_COLORS, closed: 'danger' as const };

export function isOpen(row: BargainingRow, clock: number): boolean {
  return row.status === 'pending' && Date.parse(row.deadline) > clock;
}

function relative(ms: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(ms);
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] =
    abs >= 86_400_000
      ? ['day', 86_400_000]
      : abs >= 3_600_000
        ? ['hour', 3_600_000]
        : ['minute', 60_000];
  const n = Math.floor(abs / size);
  return rtf.format(ms < 0 ? -n : n, unit);
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Every column's width. Fluent's table lays out fixed, so a column without one shares what the
 * others leave: five of them once got ~170 px together and printed over each other. The table
 * scrolls sideways inside its box below this sum.
 */
const WIDTHS = {
  select: 44,
  inquiry: 150,
  item: 220,
  price: 140,
  lastPrice: 140,
  count: 64,
  deadline: 170,
  user: 110,
  status: 110,
  remarks: 220,
  answerPrice: 140,
  actions: 230,
} as const;
const width = (w: number) => ({ width: w });

export function BargainingTable({
  rows,
  showInquiry,
  clock,
  selected,
  onSelect,
  onAccept,
  onAnswer,
  onDecline,
}: BargainingTableProps) {
  const { t } = useT([BARGAINING_NS, 'common']);
  const locale = intlLocale();
  const openIds = rows.filter((r) => isOpen(r, clock)).map((r) => r.id);
  const selectedOnPage = openIds.filter((id) => selected.has(id)).length;
  const all = openIds.length > 0 && selectedOnPage === openIds.length;

  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('table')}
        style={{
          minWidth:
            Object.values(WIDTHS).reduce((a, b) => a + b, 0) - (showInquiry ? 0 : WIDTHS.inquiry),
        }}
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={width(WIDTHS.select)}>
              <Checkbox
                aria-label={t('selectAll')}
                disabled={!openIds.length}
                checked={all ? true : selectedOnPage ? 'mixed' : false}
                onChange={(_, d) => onSelect(openIds, d.checked === true)}
              />
            </TableHeaderCell>
            {showInquiry ? (
              <TableHeaderCell style={width(WIDTHS.inquiry)}>{t('column.inquiry')}</TableHeaderCell>
            ) : null}
            <TableHeaderCell style={width(WIDTHS.item)}>{t('column.item')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.price)}>{t('column.price')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.lastPrice)}>
              {t('column.lastPrice')}
            </TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.count)}>{t('column.count')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.deadline)}>{t('column.deadline')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.user)}>{t('column.user')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.status)}>{t('column.status')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.remarks)}>{t('column.remarks')}</TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.answerPrice)}>
              {t('column.answerPrice')}
            </TableHeaderCell>
            <TableHeaderCell style={width(WIDTHS.actions)}>{t('column.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const open = isOpen(row, clock);
            const left = Date.parse(row.deadline) - clock;
            const state = row.status === 'pending' && !open ? 'closed' : row.status;
            return (
              <TableRow key={row.id} data-round={row.id}>
                <TableCell>
                  {open ? (
                    <Checkbox
                      aria-label={t('selectRow', { no: row.itemNo, number: row.inquiryNumber })}
                      checked={selected.has(row.id)}
                      onChange={(_, d) => onSelect([row.id], d.checked === true)}
                    />
                  ) : null}
                </TableCell>
                {showInquiry ? <TableCell style={nowrap}>{row.inquiryNumber}</TableCell> : null}
                <TableCell>
                  <div style={nowrap}>{t('itemValue', { no: row.itemNo, pn: row.partNumber })}</div>
                  <div style={{ color: token('colorNeutralForeground3') }}>{row.description}</div>
                </TableCell>
                <TableCell style={nowrap}>{formatMoney(row.price, row.currency)}</TableCell>
                <TableCell style={nowrap}>{formatMoney(row.lastPrice, row.currency)}</TableCell>
                <TableCell>{row.count}</TableCell>
                <TableCell>
                  <time dateTime={row.deadline} style={nowrap}>
                    {formatDateTime(row.deadline)}
                  </time>
                  {row.status === 'pending' ? (
                    <div
                      style={{
                        color: token(
                          open ? 'colorNeutralForeground3' : 'colorPaletteRedForeground1',
                        ),
                      }}
                    >
                      {t(open ? 'closesIn' : 'closed', { relative: relative(left, locale) })}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell>{row.user}</TableCell>
                <TableCell>
                  <StatusBadge
                    value={state}
                    enum="bargainingState"
                    ns={BARGAINING_NS}
                    colors={COLORS}
                  />
                </TableCell>
                <TableCell>{row.remarks}</TableCell>
                <TableCell style={nowrap}>
                  {row.answerPrice === null ? '' : formatMoney(row.answerPrice, row.currency)}
                </TableCell>
                <TableCell>
                  {open ? (
                    <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', padding: '4px 0' }}>
                      <Button
                        size="small"
                        appearance="primary"
                        aria-label={t('actions.acceptRow', { no: row.itemNo, pn: row.partNumber })}
                        onClick={() => onAccept(row)}
                      >
                        {t('actions.accept')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('actions.answerRow', { no: row.itemNo, pn: row.partNumber })}
                        onClick={() => onAnswer(row)}
                      >
                        {t('actions.answer')}
                      </Button>
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={t('actions.declineRow', { no: row.itemNo, pn: row.partNumber })}
                        onClick={() => onDecline(row)}
                      >
                        {t('actions.decline')}
                      </Button>
                    </div>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
