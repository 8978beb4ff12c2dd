// The table of one page of rows: sortable headers (aria-sort), selection checkboxes, row actions and
// the row link. Past `virtualizeAbove` rows, VirtualRows (a lazy chunk) renders only those in view.
// A native <table> keeps the columns aligned and the semantics (table, columnheader; aria-rowcount
// and aria-rowindex tell a screen reader where a virtual row sits); arrow keys move between the
// controls of the body like in a grid, with one tab stop (roving-grid.ts).
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
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
import { hasTabStop, useRovingGrid } from './roving-grid';

/** Fluent's medium row; fixed (cells do not wrap) so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 44;

const VirtualRows = /* @__PURE__ */ lazy(() => import('./list-virtual-rows'));
const CHECK_WIDTH = 44;

const DEFAULT_WIDTH = 140;

export type { ResolvedColumn };

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
  zIndex: 1,
  background: token('colorNeutralBackground1'),
};

/** Amounts line up at their end, like on paper. */
function alignEnd<Row>(c: ResolvedColumn<Row>): boolean {
  return c.align ? c.align === 'end' : c.def.kind === 'number' || c.def.kind === 'money';
}

export function ListTable<Row>(props: ListTableProps<Row>) {
  const { rows, columns, selection, rowActions, virtualizeAbove, height, t, ns } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
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
  }, [rows, columns, selection, rowActions, props.linkField]);

  const span = columns.length + (selection ? 1 : 0) + (rowActions.length ? 1 : 0);
  const minWidth =
    columns.reduce((w, c) => w + (c.width ?? DEFAULT_WIDTH), 0) +
    (selection ? CHECK_WIDTH : 0) +
    (rowActions.length ? 160 : 0);

  const ids = rows.map(props.rowId);
  const selectedOnPage = selection ? ids.filter((id) => selection.has(id)).length : 0;
  const k = { ns: 'common' };

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
    const name = props.rowName(row);
    const selected = selection?.has(id) ?? false;
    return (
      <TableRow
        key={id}
        aria-rowindex={index + 2}
        aria-selected={selection ? selected : undefined}
        appearance={selected ? 'brand' : 'none'}
        style={wrapAll || columns.some((c) => c.wrap) ? undefined : { height: ROW_HEIGHT }}
      >
        {selection ? (
          <TableCell>
            <Checkbox
              aria-label={t('kit.list.selectRow', { ...k, name })}
              checked={selected}
              onChange={(_, d) => props.onSelect([id], d.checked === true)}
            />
          </TableCell>
        ) : null}
        {columns.map((c) => {
          const wraps = wrapAll || c.wrap;
          return (
            <TableCell
              key={c.field}
              // Cells that do not wrap keep the full text reachable on hover.
              title={
                wraps || c.render || c.def.render
                  ? undefined
                  : formatFieldText(c.def, c.field, row, t, ns) || undefined
              }
              style={{
                ...(wraps ? wrapStyle : cellStyle),
                textAlign: alignEnd(c) ? 'end' : 'start',
              }}
            >
              {cell(row, c)}
            </TableCell>
          );
        })}
        {rowActions.length ? (
          <TableCell style={cellStyle}>
            {rowActions
              .filter((a) => a.visible?.(row) ?? true)
              .map((a) => {
                const text = label(t, a.label, ns);
                const aria = a.rowLabel ? label(t, a.rowLabel, ns, { name }) : `${text} ${name}`;
                const href = a.href || a.link ? props.actionHref?.(a, row) : undefined;
                // A navigation the page did not bind: its `run` as a button, else nothing.
                if ((a.href || a.link) && !href && !a.run) return null;
                if (href) {
                  return (
                    <Link
                      key={a.key}
                      href={href}
                      aria-label={aria}
                      onClick={followWith(
                        a.onOpen ? () => a.onOpen?.(row) : () => navigateTo(href),
                      )}
                    >
                      {text}
                    </Link>
                  );
                }
                const running = props.busy === `${a.key}:${id}`;
                return (
                  <Button
                    key={a.key}
                    size="small"
                    appearance={a.primary ? 'primary' : 'subtle'}
                    aria-label={aria}
                    disabled={!(a.enabled?.(row) ?? true)}
                    disabledFocusable={running}
                    aria-busy={running || undefined}
                    onClick={() => props.onAction(a, row)}
                  >
                    {text}
                  </Button>
                );
              })}
          </TableCell>
        ) : null}
      </TableRow>
    );
  };

  return (
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
        style={{ minWidth, tableLayout: 'fixed' }}
      >
        <TableHeader style={stickyHeader}>
          <TableRow aria-rowindex={1}>
            {selection ? (
              <TableHeaderCell style={{ width: CHECK_WIDTH }}>
                <Checkbox
                  aria-label={t('kit.list.selectAll', k)}
                  checked={
                    selectedOnPage === 0 ? false : selectedOnPage === ids.length ? true : 'mixed'
                  }
                  onChange={(_, d) => props.onSelect(ids, d.checked === true)}
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
                {label(t, c.label ?? c.def.label, ns)}
              </TableHeaderCell>
            ))}
            {rowActions.length ? (
              <TableHeaderCell style={{ width: 160 }}>{t('kit.list.actions', k)}</TableHeaderCell>
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
  );
}
