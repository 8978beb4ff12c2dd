// The quote's lines as compact rows, a page at a time: an inquiry can hold hundreds of items and
// only one page of rows is in the DOM. No scroll box of its own: the page scrolls once, whatever
// holds the widget (docs/product-rules.md#quote-lines). An ARIA table whose row count and row
// indexes are those of the whole list, so a screen reader still says "row 212 of 501". Each row's
// item number is the button that opens the line in the editor; arrow keys move between rows and
// across pages. On a narrow screen each row is a short entry of two lines.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Button } from '@fluentui/react-components';
import {
  CheckmarkCircleRegular,
  CircleRegular,
  DismissCircleRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import type { InquiryItem } from '@portal/contract';
import { token } from '../../kit/css-token';
import { srOnly } from '../../kit/field-value';
import { formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import type { LineForm } from './quote-line-form';
import { QUOTE_NS } from './quote-editor-text';

export type RowStatus = 'ready' | 'toFill' | 'notQuoted' | 'errors';

export interface LineRow {
  item: InquiryItem;
  line: LineForm;
  status: RowStatus;
  errorCount: number;
}

export interface QuoteLineListProps {
  rows: readonly LineRow[];
  selectedId: string | null;
  /** `open`: chosen by a click or tap (bring its form into view), not by arrow keys. */
  onSelect: (itemId: string, open?: boolean) => void;
  /** One column (a phone): each row a short entry of two lines instead of eleven columns. */
  narrow?: boolean;
}

const ROW_HEIGHT = 40;
/** Rows per page: an inquiry can hold hundreds of items; a page of them fits beside the editor. */
export const PAGE_SIZE = 25;

// Shares of the row's width, not pixels: the table follows its container and never scrolls sideways.
// Beside the line's form it has about 700 px: what a row says at a glance; the rest (lead time,
// condition, certificate) is in the form.
const COLUMNS = [
  ['itemNo', 7],
  ['partNumber', 18],
  ['description', 24],
  ['requested', 11],
  ['unitPrice', 14],
  ['currency', 9],
  ['quantity', 8],
  ['status', 16],
] as const;
const GRID = COLUMNS.map(([, w]) => `minmax(0, ${w}fr)`).join(' ');

const rowStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: GRID,
  alignItems: 'center',
  minHeight: ROW_HEIGHT,
  boxSizing: 'border-box',
  borderBottom: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
};
const cellStyle: CSSProperties = {
  padding: `0 ${token('spacingHorizontalS')}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const buttonStyle: CSSProperties = {
  font: 'inherit',
  color: token('colorBrandForegroundLink'),
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
};

function amountText(raw: string | undefined): string {
  const n = Number(raw?.replace(/[,\s]/g, ''));
  return raw && Number.isFinite(n) ? formatNumber(n, { minimumFractionDigits: 2 }) : (raw ?? '');
}

function StatusCell({ status, errorCount }: { status: RowStatus; errorCount: number }) {
  const { t } = useT(QUOTE_NS);
  const look = {
    ready: [
      <CheckmarkCircleRegular key="i" />,
      'colorPaletteGreenForeground1',
      t('list.status.ready'),
    ],
    toFill: [<CircleRegular key="i" />, 'colorNeutralForeground3', t('list.status.toFill')],
    notQuoted: [
      <DismissCircleRegular key="i" />,
      'colorNeutralForeground3',
      t('list.status.notQuoted'),
    ],
    errors: [
      <ErrorCircleRegular key="i" />,
      'colorPaletteRedForeground1',
      t('list.status.errors', { count: errorCount }),
    ],
  } as const;
  const [icon, color, label] = look[status];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: token(color) }}>
      {icon}
      {label}
    </span>
  );
}

interface RowProps {
  row: LineRow;
  /** 0-based position among the shown rows. */
  index: number;
  selected: boolean;
  /** The one row button in the tab order (roving tabindex). */
  tabStop: boolean;
  narrow: boolean;
  onSelect: (itemId: string, open?: boolean) => void;
  onKeyDown: (e: KeyboardEvent, index: number) => void;
}

const narrowRowStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: `2px ${token('spacingHorizontalS')}`,
  alignItems: 'center',
  padding: `${token('spacingVerticalS')} 0`,
  borderBottom: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
};

const Row = memo(function Row({
  row,
  index,
  selected,
  tabStop,
  narrow,
  onSelect,
  onKeyDown,
}: RowProps) {
  const { t } = useT(QUOTE_NS);
  const { item, line } = row;
  const v = line.values;
  const price = line.quoted && v.unitPrice ? `${amountText(v.unitPrice)} ${v.currency ?? ''}` : '';
  const cells: [string, string | undefined][] = [
    ['partNumber', item.materialNumber],
    ['description', item.description],
    ['requested', `${item.quantity} ${item.unit}`],
    ['unitPrice', line.quoted ? amountText(v.unitPrice) : ''],
    ['currency', line.quoted ? v.currency : ''],
    ['quantity', line.quoted ? v.quotedQuantity : ''],
  ];
  const button = (
    <button
      type="button"
      data-item-id={item.id}
      aria-label={t('list.edit', { no: item.itemNo })}
      aria-current={selected || undefined}
      tabIndex={tabStop ? 0 : -1}
      style={buttonStyle}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(item.id, true);
      }}
      onKeyDown={(e) => onKeyDown(e, index)}
    >
      {item.itemNo}
    </button>
  );
  const background = selected ? token('colorBrandBackground2') : undefined;
  if (narrow) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        onClick={() => onSelect(item.id, true)}
        style={{ ...narrowRowStyle, cursor: 'pointer', background }}
      >
        <div role="cell" style={{ paddingInline: token('spacingHorizontalS') }}>
          {button}
        </div>
        <div
          role="cell"
          style={{ ...cellStyle, padding: 0, fontWeight: token('fontWeightSemibold') }}
        >
          {item.materialNumber}
        </div>
        <div role="cell" style={{ paddingInline: token('spacingHorizontalS') }}>
          <StatusCell status={row.status} errorCount={row.errorCount} />
        </div>
        <div role="cell" style={{ ...cellStyle, gridColumn: '2 / 3', padding: 0 }}>
          {item.description}
        </div>
        <div
          role="cell"
          style={{ paddingInline: token('spacingHorizontalS'), whiteSpace: 'nowrap' }}
        >
          {price}
        </div>
      </div>
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      onClick={() => onSelect(item.id, true)}
      style={{ ...rowStyle, cursor: 'pointer', background }}
    >
      <div role="cell" style={cellStyle}>
        {button}
      </div>
      {cells.map(([name, value]) => (
        <div
          key={name}
          role="cell"
          style={cellStyle}
          title={name === 'description' ? value : undefined}
        >
          {value}
        </div>
      ))}
      <div role="cell" style={cellStyle}>
        <StatusCell status={row.status} errorCount={row.errorCount} />
      </div>
    </div>
  );
});

function useFocusAfterScroll(
  container: RefObject<HTMLDivElement | null>,
): RefObject<string | null> {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (!id || !container.current) return;
    const button = Array.from(
      container.current.querySelectorAll<HTMLButtonElement>('button[data-item-id]'),
    ).find((b) => b.dataset.itemId === id);
    if (button) {
      pending.current = null;
      button.focus();
    }
  });
  return pending;
}

export function QuoteLineList({ rows, selectedId, onSelect, narrow = false }: QuoteLineListProps) {
  const { t } = useT(QUOTE_NS);
  const container = useRef<HTMLDivElement>(null);
  const focusNextRef = useFocusAfterScroll(container);

  // The page follows the selected line when it changes from outside (the editor's next/previous,
  // the first line with errors after a submit); Previous/Next page move freely.
  const selectedIndex = rows.findIndex((r) => r.item.id === selectedId);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const [page, setPage] = useState(() => Math.max(0, Math.floor(selectedIndex / PAGE_SIZE)));
  const [followed, setFollowed] = useState(selectedIndex);
  if (followed !== selectedIndex) {
    setFollowed(selectedIndex);
    if (selectedIndex >= 0) setPage(Math.floor(selectedIndex / PAGE_SIZE));
  }
  const current = Math.min(page, pages - 1);
  const first = current * PAGE_SIZE;
  const shown = rows.slice(first, first + PAGE_SIZE);

  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });
  // Stable, so the memoized rows do not re-render for a new handler on every keystroke.
  const onKeyDown = useCallback(
    (e: KeyboardEvent, index: number) => {
      const rows = rowsRef.current;
      const next =
        e.key === 'ArrowDown'
          ? index + 1
          : e.key === 'ArrowUp'
            ? index - 1
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? rows.length - 1
                : -1;
      const target = rows[next];
      if (!target) return;
      e.preventDefault();
      focusNextRef.current = target.item.id;
      onSelect(target.item.id);
    },
    [focusNextRef, onSelect],
  );

  // The selected row takes Tab into the list; when it is on another page, the page's first row does.
  const tabStopId = shown.some((r) => r.item.id === selectedId)
    ? selectedId
    : (shown[0]?.item.id ?? null);

  return (
    <div ref={container} style={{ display: 'grid', gap: token('spacingVerticalS') }}>
      <div
        role="table"
        aria-label={t('list.label')}
        aria-rowcount={rows.length + 1}
        style={{
          border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke1')}`,
          borderRadius: token('borderRadiusMedium'),
          minWidth: 0,
        }}
      >
        <div
          role="rowgroup"
          // The narrow rows carry no column headings of their own: read by screen readers, not shown.
          style={narrow ? srOnly : { background: token('colorNeutralBackground3') }}
        >
          <div
            role="row"
            aria-rowindex={1}
            style={{ ...rowStyle, fontWeight: token('fontWeightSemibold') }}
          >
            {COLUMNS.map(([name]) => (
              <div key={name} role="columnheader" style={cellStyle}>
                {t(`list.column.${name}`)}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {shown.map((row, i) => (
            <Row
              key={row.item.id}
              row={row}
              index={first + i}
              selected={row.item.id === selectedId}
              tabStop={row.item.id === tabStopId}
              narrow={narrow}
              onSelect={onSelect}
              onKeyDown={onKeyDown}
            />
          ))}
        </div>
      </div>
      {pages > 1 ? (
        <nav
          aria-label={t('list.pages')}
          style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}
        >
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('list.previousPage')}
          </Button>
          <span role="status">
            {t('list.range', { from: first + 1, to: first + shown.length, total: rows.length })}
          </span>
          <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('list.nextPage')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
