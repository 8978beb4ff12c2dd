// The table of one page of rows: sortable headers (aria-sort), selection checkboxes, row actions and
// the row link. Past `virtualizeAbove` rows, VirtualRows (a lazy chunk) renders only those in view.
// A native <table> keeps the columns aligned and the semantics (table, columnheader; aria-rowcount
// and aria-rowindex tell a screen reader where a virtual row sits); arrow keys move between the
// controls of the body like in a grid, with one tab stop (roving-grid.ts).
//
// Wide tables (docs/decisions/2026-11-26-list-cards-and-columns.md): the actions column sticks to
// the end edge of the scroll box; a cut cell shows its full text in a tooltip on hover and on
// keyboard focus (it becomes one of the grid's stops); the Columns menu hides columns, remembered
// per list; below CARDS_BELOW px of the list's own width the rows are cards (list-cards.tsx).
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button,
  Checkbox,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import type { TFunction } from '../../runtime/i18n';
import { token } from '../css-token';
import { label } from '../enum-label';
import { formatFieldText, renderFieldValue } from '../field-value';
import { navigateTo } from '../links';
import { followWith } from '../ref-link';
import type { ResolvedColumn } from './columns';
import { columnSort } from './list-state';
import type { RowAction } from './resource-types';
import { CARDS_BELOW, ListCards } from './list-cards';
import { STICKY_ACTIONS_CLASS } from './list-table-css';
import { ColumnsMenu, useHiddenColumns, visibleColumns } from './list-columns';
import { hasTabStop, useRovingGrid } from './roving-grid';

/** Fluent's medium row; fixed (cells do not wrap) so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 44;

const VirtualRows = /* @__PURE__ */ lazy(() => import('./list-virtual-rows'));
const CHECK_WIDTH = 44;

const DEFAULT_WIDTH = 140;
const ACTIONS_WIDTH = 160;
export type { ResolvedColumn };
export { STICKY_ACTIONS_CLASS };

export interface ListTableProps<Row> {
  label: string;
  rows: Row[];
  columns: ResolvedColumn<Row>[];
  rowId: (row: Row) => string;
  rowName: (row: Row) => string;
  sort?: string;
  onSort: (field: string) => void;
  /** Null: no selection column. */
  selection: ReadonlySet<string> | null;
  onSelect: (ids: string[], selected: boolean) => void;
  /** Rows that may be selected (the others show no checkbox); every row by default. */
  selectable?: (row: Row) => boolean;
  /** i18n keys (in `ns`) of the select-all and the row's checkbox names, instead of the kit's. */
  selectAllLabel?: string;
  selectRowLabel?: string;
  /** Values the row's checkbox name and its actions' `rowLabel` may use besides `{{name}}`. */
  rowValues?: (row: Row) => Record<string, string | number>;
  /** The actions column's width in pixels. */
  actionsWidth?: number;
  rowActions: RowAction<Row>[];
  onAction: (action: RowAction<Row>, row: Row) => void;
  /** A link or href action's URL for the row; undefined hides a link action. */
  actionHref?: (action: RowAction<Row>, row: Row) => string | undefined;
  busy: string | null;
  /** The column whose cells link to the row's screen. */
  linkField?: string;
  rowHref?: (row: Row) => string | undefined;
  /** Replaces a plain click on the row link (a modified click still follows the href). */
  onOpen?: (row: Row) => void;
  virtualizeAbove: number;
  height: number;
  /** Dims the rows while the next page loads over them. */
  stale: boolean;
  /** Cells wrap and rows grow with their text; such a table is never virtualized. */
  wrap?: boolean;
  /**
   * The list's id for the Columns menu: its choice is kept in localStorage under
   * `sp.columns.<id>`. Without one, no Columns menu.
   */
  columnsId?: string;
  /** `auto` (default): cards below CARDS_BELOW px of the list's own width, else the table. */
  layout?: 'auto' | 'table' | 'cards';
  t: TFunction;
  ns?: string;
}

const cellStyle: CSSProperties = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};
const wrapStyle: CSSProperties = { overflowWrap: 'anywhere', verticalAlign: 'top' };
const stickyHeader: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: token('colorNeutralBackground1'),
};
/** Opaque, with a rule on its start side, so the cells scrolling under it do not show through. */
const stickyEnd: CSSProperties = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: token('colorNeutralBackground1'),
  borderInlineStart: `1px solid ${token('colorNeutralStroke1')}`,
  boxShadow: `-4px 0 4px -4px ${token('colorNeutralShadowAmbient')}`,
};
const clipStyle: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const toolbarStyle: CSSProperties = { display: 'flex', justifyContent: 'flex-end' };

/** The element's own width (0 until measured, or where there is no layout, as in jsdom). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The keys of the `[data-clip]` spans whose text is cut, measured after each layout. */
function useClipped(ref: RefObject<HTMLElement | null>, deps: unknown[]): ReadonlySet<string> {
  const [clipped, setClipped] = useState<ReadonlySet<string>>(() => new Set());
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = new Set<string>();
      for (const span of el.querySelectorAll<HTMLElement>('[data-clip]')) {
        if (span.scrollWidth > span.clientWidth + 1) next.add(span.dataset.clip ?? '');
      }
      setClipped((prev) =>
        prev.size === next.size && [...next].every((x) => prev.has(x)) ? prev : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measured when what shows changes
  }, deps);
  return clipped;
}

/** Amounts line up at their end, like on paper. */
function alignEnd<Row>(c: ResolvedColumn<Row>): boolean {
  return c.align ? c.align === 'end' : c.def.kind === 'number' || c.def.kind === 'money';
}

export function ListTable<Row>(props: ListTableProps<Row>) {
  const { rows, selection, rowActions, virtualizeAbove, height, t, ns } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useHiddenColumns(props.columnsId);
  const columns = visibleColumns(props.columns, hidden);
  const width = useWidth(boxRef);
  const cards =
    props.layout === 'cards' || (props.layout !== 'table' && width > 0 && width < CARDS_BELOW);
  const actionsWidth = props.actionsWidth ?? ACTIONS_WIDTH;
  const clipped = useClipped(scrollRef, [rows, columns.length, hidden, width, cards]);
  const wrapAll = !!props.wrap;
  // Rows that grow with their text cannot be virtualized (the virtualizer needs a fixed height).
  const virtual = !wrapAll && !columns.some((c) => c.wrap) && rows.length > virtualizeAbove;
  const arrowKeys = useRovingGrid<HTMLTableSectionElement>();
  // A table without a single control (read-only rows, no sorting) is itself a tab stop, a group
  // named like the table, so that a keyboard can scroll it sideways when it is wider than the screen.
  const [scrollStop, setScrollStop] = useState(false);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) setScrollStop(!hasTabStop(el));
  }, [rows, columns, selection, rowActions, props.linkField, clipped, cards]);

  const span = columns.length + (selection ? 1 : 0) + (rowActions.length ? 1 : 0);
  const minWidth =
    columns.reduce((w, c) => w + (c.width ?? DEFAULT_WIDTH), 0) +
    (selection ? CHECK_WIDTH : 0) +
    (rowActions.length ? actionsWidth : 0);

  const ids = rows.map(props.rowId);
  const canSelect = (row: Row) => props.selectable?.(row) ?? true;
  const selectableIds = rows.filter(canSelect).map(props.rowId);
  const selectedOnPage = selection ? selectableIds.filter((id) => selection.has(id)).length : 0;
  const k = { ns: 'common' };
  const values = (row: Row) => ({ name: props.rowName(row), ...props.rowValues?.(row) });
  const selectName = (row: Row) =>
    props.selectRowLabel
      ? label(t, props.selectRowLabel, ns, values(row))
      : t('kit.list.selectRow', { ...k, name: props.rowName(row) });
  const columnLabel = (c: ResolvedColumn<Row>) => label(t, c.label ?? c.def.label, ns);

  const checkbox = (row: Row, id: string): ReactNode =>
    selection && canSelect(row) ? (
      <Checkbox
        aria-label={selectName(row)}
        checked={selection.has(id)}
        onChange={(_, d) => props.onSelect([id], d.checked === true)}
      />
    ) : null;

  const actions = (row: Row, id: string, onCard: boolean): ReactNode[] =>
    rowActions
      .filter((a) => a.visible?.(row) ?? true)
      .map((a) => {
        const text = label(t, a.label, ns);
        const aria = a.rowLabel
          ? label(t, a.rowLabel, ns, values(row))
          : `${text} ${values(row).name}`;
        const href = a.href || a.link ? props.actionHref?.(a, row) : undefined;
        // A navigation the page did not bind: its `run` as a button, else nothing.
        if ((a.href || a.link) && !href && !a.run) return null;
        if (href) {
          const follow = followWith(a.onOpen ? () => a.onOpen?.(row) : () => navigateTo(href));
          // On a card a link is a button-sized target for a finger.
          return onCard ? (
            <Button
              key={a.key}
              as="a"
              href={href}
              appearance={a.primary ? 'primary' : 'secondary'}
              aria-label={aria}
              onClick={follow}
            >
              {text}
            </Button>
          ) : (
            <Link key={a.key} href={href} aria-label={aria} onClick={follow}>
              {text}
            </Link>
          );
        }
        const running = props.busy === `${a.key}:${id}`;
        return (
          <Button
            key={a.key}
            size={onCard ? 'medium' : 'small'}
            appearance={a.primary ? 'primary' : onCard ? 'secondary' : 'subtle'}
            aria-label={aria}
            disabled={!(a.enabled?.(row) ?? true)}
            disabledFocusable={running}
            aria-busy={running || undefined}
            onClick={() => props.onAction(a, row)}
          >
            {text}
          </Button>
        );
      })
      .filter(Boolean);

  const cell = (row: Row, c: ResolvedColumn<Row>): ReactNode => {
    const value = c.render ? c.render(row) : renderFieldValue(c.def, c.field, row, t, ns);
    if (props.linkField !== c.field) return value;
    const open = props.onOpen;
    const href = props.rowHref?.(row);
    if (href) {
      return (
        <Link href={href} onClick={followWith(open ? () => open(row) : () => navigateTo(href))}>
          {value}
        </Link>
      );
    }
    return open ? (
      <Link as="button" onClick={() => open(row)}>
        {value}
      </Link>
    ) : (
      value
    );
  };

  const renderRow = (index: number): ReactNode => {
    const row = rows[index] as Row;
    const id = ids[index] as string;
    const selected = selection?.has(id) ?? false;
    return (
      <TableRow
        key={id}
        aria-rowindex={index + 2}
        aria-selected={selection ? selected : undefined}
        appearance={selected ? 'brand' : 'none'}
        style={wrapAll || columns.some((c) => c.wrap) ? undefined : { height: ROW_HEIGHT }}
      >
        {selection ? <TableCell>{checkbox(row, id)}</TableCell> : null}
        {columns.map((c) => {
          const wraps = wrapAll || c.wrap;
          const text =
            wraps || c.render || c.def.render
              ? undefined
              : formatFieldText(c.def, c.field, row, t, ns) || undefined;
          const key = `${index}:${c.field}`;
          const content = cell(row, c);
          return (
            <TableCell
              key={c.field}
              style={{
                ...(wraps ? wrapStyle : cellStyle),
                textAlign: alignEnd(c) ? 'end' : 'start',
              }}
            >
              {wraps ? (
                content
              ) : text && clipped.has(key) ? (
                // Cut: the full text on hover and on focus (the span becomes one of the grid's
                // stops, so arrow keys reach it), read as the span's description.
                <Tooltip content={text} relationship="description" positioning="above-start">
                  <span data-clip={key} tabIndex={0} style={clipStyle}>
                    {content}
                  </span>
                </Tooltip>
              ) : (
                <span data-clip={key} style={clipStyle}>
                  {content}
                </span>
              )}
            </TableCell>
          );
        })}
        {rowActions.length ? (
          <TableCell
            className={STICKY_ACTIONS_CLASS}
            style={{
              ...(wrapAll ? wrapStyle : { whiteSpace: 'nowrap' }),
              // Its colour follows the row's hover and selection: list-table-css.ts.
              ...stickyEnd,
            }}
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
              {actions(row, id, false)}
            </div>
          </TableCell>
        ) : null}
      </TableRow>
    );
  };

  const menu =
    props.columnsId && props.columns.filter((c) => !c.essential).length > 1 ? (
      <div style={toolbarStyle}>
        <ColumnsMenu columns={props.columns} hidden={hidden} onToggle={setHidden} t={t} ns={ns} />
      </div>
    ) : null;

  // Inline-size containment: the table's min-width cannot widen the page around it, so the box
  // is as wide as the space it gets, the table scrolls inside it and the width measured is real.
  const boxStyle: CSSProperties = { containerType: 'inline-size', minWidth: 0 };

  if (cards) {
    return (
      <div ref={boxRef} style={boxStyle}>
        {menu}
        <ListCards<Row>
          label={props.label}
          rows={rows}
          columns={columns}
          rowId={props.rowId}
          cell={cell}
          columnLabel={columnLabel}
          actions={(row) => {
            const list = actions(row, props.rowId(row), true);
            return list.length ? list : null;
          }}
          checkbox={(row) => checkbox(row, props.rowId(row))}
          selected={(row) => selection?.has(props.rowId(row)) ?? false}
          stale={props.stale}
        />
      </div>
    );
  }

  return (
    <div ref={boxRef} style={boxStyle}>
      {menu}
      <div
        ref={scrollRef}
        part="table"
        {...(scrollStop ? { tabIndex: 0, role: 'group', 'aria-label': props.label } : {})}
        style={{
          overflow: 'auto',
          maxHeight: virtual ? height : undefined,
          opacity: props.stale ? 0.6 : 1,
        }}
      >
        <Table
          aria-label={props.label}
          aria-rowcount={rows.length + 1}
          aria-busy={props.stale || undefined}
          // The rows' surface: the colour the sticky header and actions cells paint, whatever the
          // page around the table (the layout's main is grey), so a row reads as one colour.
          style={{ minWidth, tableLayout: 'fixed', background: token('colorNeutralBackground1') }}
        >
          <TableHeader style={stickyHeader}>
            <TableRow aria-rowindex={1}>
              {selection ? (
                <TableHeaderCell style={{ width: CHECK_WIDTH }}>
                  <Checkbox
                    aria-label={
                      props.selectAllLabel
                        ? label(t, props.selectAllLabel, ns)
                        : t('kit.list.selectAll', k)
                    }
                    disabled={!selectableIds.length}
                    checked={
                      selectedOnPage === 0
                        ? false
                        : selectedOnPage === selectableIds.length
                          ? true
                          : 'mixed'
                    }
                    onChange={(_, d) => props.onSelect(selectableIds, d.checked === true)}
                  />
                </TableHeaderCell>
              ) : null}
              {columns.map((c) => (
                <TableHeaderCell
                  key={c.field}
                  sortable={!!c.sortable}
                  sortDirection={c.sortable ? columnSort(props.sort, c.field) : undefined}
                  onClick={c.sortable ? () => props.onSort(c.field) : undefined}
                  style={{ width: c.width ?? DEFAULT_WIDTH }}
                >
                  {columnLabel(c)}
                </TableHeaderCell>
              ))}
              {rowActions.length ? (
                <TableHeaderCell
                  className={STICKY_ACTIONS_CLASS}
                  style={{ width: actionsWidth, ...stickyEnd }}
                >
                  {t('kit.list.actions', k)}
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody {...arrowKeys}>
            {virtual ? (
              // The virtualizer is its own chunk, fetched the first time a page is long; until then
              // the first rows show as they are.
              <Suspense fallback={rows.slice(0, virtualizeAbove).map((_, i) => renderRow(i))}>
                <VirtualRows
                  count={rows.length}
                  rowHeight={ROW_HEIGHT}
                  height={height}
                  span={span}
                  scrollRef={scrollRef}
                  renderRow={renderRow}
                />
              </Suspense>
            ) : (
              rows.map((_, i) => renderRow(i))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
