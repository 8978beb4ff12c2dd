// The quote's lines as compact rows, virtualized: an inquiry can hold hundreds of items and only
// the rows in view (plus a few) are in the DOM. An ARIA table whose row count and row indexes are
// those of the whole list, so a screen reader still says "row 212 of 501". Each row's item number
// is the button that opens the line in the editor; arrow keys move between rows.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  CheckmarkCircleRegular,
  CircleRegular,
  DismissCircleRegular,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import { CERTIFICATE_TYPES, type InquiryItem } from '@portal/contract';
import { token } from '../../kit/css-token';
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
  onSelect: (itemId: string) => void;
}

const ROW_HEIGHT = 40;
/** The list's height, and what it assumes before (or without) a layout, e.g. in a hidden tab. */
const LIST_HEIGHT = 440;

const COLUMNS = [
  ['itemNo', 64],
  ['partNumber', 150],
  ['description', 200],
  ['requested', 96],
  ['unitPrice', 104],
  ['currency', 72],
  ['quantity', 80],
  ['leadTime', 80],
  ['condition', 64],
  ['certificate', 120],
  ['status', 120],
] as const;
const GRID = COLUMNS.map(([, w]) => `${w}px`).join(' ');
const WIDTH = COLUMNS.reduce((sum, [, w]) => sum + w, 0);

const rowStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: GRID,
  alignItems: 'center',
  width: WIDTH,
  height: ROW_HEIGHT,
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
  start: number;
  selected: boolean;
  /** The one row button in the tab order (roving tabindex). */
  tabStop: boolean;
  onSelect: (itemId: string) => void;
  onKeyDown: (e: KeyboardEvent, index: number) => void;
}

const Row = memo(function Row({
  row,
  index,
  start,
  selected,
  tabStop,
  onSelect,
  onKeyDown,
}: RowProps) {
  const { t } = useT(QUOTE_NS);
  const { item, line } = row;
  const v = line.values;
  const condition = v.condition;
  const certificate = v.certificateType as keyof typeof CERTIFICATE_TYPES | undefined;
  const cells: [string, string | undefined][] = [
    ['partNumber', item.materialNumber],
    ['description', item.description],
    ['requested', `${item.quantity} ${item.unit}`],
    ['unitPrice', line.quoted ? amountText(v.unitPrice) : ''],
    ['currency', line.quoted ? v.currency : ''],
    ['quantity', line.quoted ? v.quotedQuantity : ''],
    [
      'leadTime',
      line.quoted && v.leadTimeDays ? t('list.days', { count: Number(v.leadTimeDays) }) : '',
    ],
    ['condition', line.quoted ? condition : ''],
    ['certificate', line.quoted && certificate ? CERTIFICATE_TYPES[certificate] : ''],
  ];
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      onClick={() => onSelect(item.id)}
      style={{
        ...rowStyle,
        position: 'absolute',
        top: 0,
        left: 0,
        transform: `translateY(${start}px)`,
        cursor: 'pointer',
        background: selected ? token('colorBrandBackground2') : undefined,
      }}
    >
      <div role="cell" style={cellStyle}>
        <button
          type="button"
          data-item-id={item.id}
          aria-label={t('list.edit', { no: item.itemNo })}
          aria-current={selected || undefined}
          tabIndex={tabStop ? 0 : -1}
          style={buttonStyle}
          onClick={(e) => {
            e.stopPropagation();
            onSelect(item.id);
          }}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {item.itemNo}
        </button>
      </div>
      {cells.map(([name, value]) => (
        <div
          key={name}
          role="cell"
          style={cellStyle}
          title={
            name === 'condition' && condition
              ? t(`enum.conditionMeaning.${condition}`)
              : name === 'description'
                ? value
                : undefined
          }
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

/** The measured size, or LIST_HEIGHT while the element has none (not laid out, or jsdom). */
const observeWithFallback: typeof observeElementRect<HTMLDivElement> = (instance, cb) =>
  observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width || WIDTH, height: LIST_HEIGHT }),
  );

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

export function QuoteLineList({ rows, selectedId, onSelect }: QuoteLineListProps) {
  const { t } = useT(QUOTE_NS);
  const scroller = useRef<HTMLDivElement>(null);
  // No React Compiler in this build; the rows below are memoized by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: WIDTH, height: LIST_HEIGHT },
    observeElementRect: observeWithFallback,
    getItemKey: (i) => rows[i]?.item.id ?? i,
  });
  const focusNext = useFocusAfterScroll(scroller);

  // Keep the selected line in view when it changes from outside (editor's next/previous).
  const selectedIndex = rows.findIndex((r) => r.item.id === selectedId);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

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
      focusNext.current = target.item.id;
      onSelect(target.item.id);
    },
    [focusNext, onSelect],
  );

  const items = virtualizer.getVirtualItems();
  // The selected row takes Tab into the list; when it is scrolled away, the first row in view does.
  const tabStopId =
    selectedIndex >= 0 && items.some((v) => v.index === selectedIndex)
      ? selectedId
      : (rows[items[0]?.index ?? -1]?.item.id ?? null);

  return (
    <div role="table" aria-label={t('list.label')} aria-rowcount={rows.length + 1}>
      <div
        ref={scroller}
        style={{
          height: LIST_HEIGHT,
          overflow: 'auto',
          border: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke1')}`,
          borderRadius: token('borderRadiusMedium'),
        }}
      >
        <div
          role="rowgroup"
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            background: token('colorNeutralBackground3'),
          }}
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
        <div
          role="rowgroup"
          style={{ position: 'relative', height: virtualizer.getTotalSize(), width: WIDTH }}
        >
          {items.map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            return (
              <Row
                key={v.key}
                row={row}
                index={v.index}
                start={v.start}
                selected={row.item.id === selectedId}
                tabStop={row.item.id === tabStopId}
                onSelect={onSelect}
                onKeyDown={onKeyDown}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
