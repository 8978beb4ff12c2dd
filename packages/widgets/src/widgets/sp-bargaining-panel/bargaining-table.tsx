// The rounds as a table: target and last price, round, deadline with what is left, who opened it,
// the state (a pending round past its deadline shows Closed), remarks, the supplier's answer, and
// the actions an open round allows. Open rounds can be selected for a bulk decline. Drawn by the
// kit's ListTable (sticky actions, Columns menu, cards on a narrow screen), with a checkbox on the
// open rounds only and each action named for its line.
import type { BargainingRow } from '@portal/contract';
import { token } from '../../kit/css-token';
import { ListTable, type ResolvedColumn } from '../../kit/resource/list-table';
import type { RowAction } from '../../kit/resource';
import { StatusBadge } from '../../kit/status-badge';
import { BARGAINING_STATE_COLORS } from '../../kit/status-colors';
import { formatDateTime, intlLocale } from '../../runtime/format';
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
 * Every column's width. The table lays out fixed, so a column without one shares what the others
 * leave: five of them once got ~170 px together and printed over each other. The table scrolls
 * sideways inside its box below this sum.
 */
const WIDTHS = {
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

const text = (label: string) => ({ kind: 'text', label }) as const;
const money = (label: string) => ({ kind: 'money', label, currencyField: 'currency' }) as const;

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
  const open = (row: BargainingRow) => isOpen(row, clock);

  const columns: ResolvedColumn<BargainingRow>[] = [
    ...(showInquiry
      ? [{ field: 'inquiryNumber', width: WIDTHS.inquiry, def: text('column.inquiry') }]
      : []),
    {
      field: 'partNumber',
      width: WIDTHS.item,
      def: text('column.item'),
      essential: true,
      card: 'title',
      wrap: true,
      render: (row) => (
        <>
          <div style={nowrap}>{t('itemValue', { no: row.itemNo, pn: row.partNumber })}</div>
          <div style={{ color: token('colorNeutralForeground3') }}>{row.description}</div>
        </>
      ),
    },
    { field: 'price', width: WIDTHS.price, def: money('column.price'), card: 'field' },
    { field: 'lastPrice', width: WIDTHS.lastPrice, def: money('column.lastPrice') },
    { field: 'count', width: WIDTHS.count, def: { kind: 'number', label: 'column.count' } },
    {
      field: 'deadline',
      width: WIDTHS.deadline,
      def: text('column.deadline'),
      card: 'field',
      wrap: true,
      render: (row) => (
        <>
          <time dateTime={row.deadline} style={nowrap}>
            {formatDateTime(row.deadline)}
          </time>
          {row.status === 'pending' ? (
            <div
              style={{
                color: token(open(row) ? 'colorNeutralForeground3' : 'colorPaletteRedForeground1'),
              }}
            >
              {t(open(row) ? 'closesIn' : 'closed', {
                relative: relative(Date.parse(row.deadline) - clock, locale),
              })}
            </div>
          ) : null}
        </>
      ),
    },
    { field: 'user', width: WIDTHS.user, def: text('column.user'), wrap: true },
    {
      field: 'status',
      width: WIDTHS.status,
      def: text('column.status'),
      essential: true,
      card: 'subtitle',
      render: (row) => (
        <StatusBadge
          value={row.status === 'pending' && !open(row) ? 'closed' : row.status}
          enum="bargainingState"
          ns={BARGAINING_NS}
          colors={COLORS}
        />
      ),
    },
    { field: 'remarks', width: WIDTHS.remarks, def: text('column.remarks'), wrap: true },
    {
      field: 'answerPrice',
      width: WIDTHS.answerPrice,
      def: money('column.answerPrice'),
      card: 'field',
    },
  ];

  const actions: RowAction<BargainingRow>[] = [
    {
      key: 'accept',
      label: 'actions.accept',
      rowLabel: 'actions.acceptRow',
      primary: true,
      visible: open,
    },
    { key: 'answer', label: 'actions.answer', rowLabel: 'actions.answerRow', visible: open },
    { key: 'decline', label: 'actions.decline', rowLabel: 'actions.declineRow', visible: open },
  ];
  const run = { accept: onAccept, answer: onAnswer, decline: onDecline } as const;

  return (
    <ListTable<BargainingRow>
      label={t('table')}
      rows={[...rows]}
      columns={columns}
      rowId={(row) => row.id}
      rowName={(row) => t('itemValue', { no: row.itemNo, pn: row.partNumber })}
      rowValues={(row) => ({ no: row.itemNo, pn: row.partNumber, number: row.inquiryNumber })}
      onSort={() => undefined}
      selection={selected}
      selectable={open}
      selectAllLabel="selectAll"
      selectRowLabel="selectRow"
      onSelect={onSelect}
      rowActions={actions}
      actionsWidth={WIDTHS.actions}
      onAction={(action, row) => run[action.key as keyof typeof run](row)}
      busy={null}
      virtualizeAbove={Infinity}
      height={560}
      stale={false}
      columnsId="bargaining-panel"
      t={t}
      ns={BARGAINING_NS}
    />
  );
}
