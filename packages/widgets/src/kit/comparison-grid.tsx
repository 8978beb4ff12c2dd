// Several offers side by side: one column per offerer, rows of what each states, grouped (one group
// per item). The first column (the rows' names) stays in place while the grid scrolls sideways, so
// a narrow window still reads which figure is which (docs/architecture.md#the-kit: wide and narrow
// lists). A plain table with row and column headers: a screen reader names each cell by both.
// The scroll box takes focus so a keyboard scrolls it too.
import type { CSSProperties, ReactNode } from 'react';
import { token } from './css-token';

export interface ComparisonColumn {
  id: string;
  /** The column's head: the offerer's name and what sums up its offer. */
  header: ReactNode;
}

export interface ComparisonRow {
  id: string;
  /** The row's name, shown in the sticky first column. */
  label: ReactNode;
  /** The cell of one column; null or undefined shows a dash. */
  cell: (columnId: string) => ReactNode;
  /** Columns whose cell is marked (the lowest price): a background and `data-marked`. */
  marked?: (columnId: string) => boolean;
}

export interface ComparisonGroup {
  id: string;
  /** The group's heading row across the grid (the item compared). */
  heading: ReactNode;
  rows: readonly ComparisonRow[];
}

export interface ComparisonGridProps {
  /** The table's and the scroll region's accessible name. */
  label: string;
  /** The head of the first column. */
  corner: ReactNode;
  columns: readonly ComparisonColumn[];
  groups: readonly ComparisonGroup[];
  /** Width of the first column in pixels (200 by default). */
  labelWidth?: number;
  /** Minimum width of each offer column in pixels (200 by default). */
  columnWidth?: number;
  /** Dims the grid while a newer answer is on its way. */
  stale?: boolean;
}

const scrollBox: CSSProperties = {
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
};
const tableStyle: CSSProperties = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: token('fontSizeBase300'),
  lineHeight: token('lineHeightBase300'),
};
const cellBase: CSSProperties = {
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
  borderBottom: `1px solid ${token('colorNeutralStroke2')}`,
  textAlign: 'start',
  verticalAlign: 'top',
};
// Sticky cells paint a background, or the scrolled cells would show through them.
const sticky: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: token('colorNeutralBackground1'),
  borderInlineEnd: `1px solid ${token('colorNeutralStroke1')}`,
  fontWeight: token('fontWeightSemibold'),
};
const groupCell: CSSProperties = {
  ...cellBase,
  background: token('colorNeutralBackground3'),
  fontWeight: token('fontWeightSemibold'),
};
const markedCell: CSSProperties = {
  background: token('colorPaletteGreenBackground1'),
  fontWeight: token('fontWeightSemibold'),
};

export function ComparisonGrid({
  label,
  corner,
  columns,
  groups,
  labelWidth = 200,
  columnWidth = 200,
  stale = false,
}: ComparisonGridProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // Focusable so the arrow keys scroll a grid wider than the window.
      tabIndex={0}
      part="table"
      style={{ ...scrollBox, opacity: stale ? 0.6 : 1 }}
    >
      <table aria-label={label} style={tableStyle}>
        <thead>
          <tr>
            <th
              scope="col"
              style={{ ...cellBase, ...sticky, zIndex: 2, width: labelWidth, minWidth: labelWidth }}
            >
              {corner}
            </th>
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                style={{ ...cellBase, minWidth: columnWidth, fontWeight: 'normal' }}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.id}>
            <tr>
              <th scope="rowgroup" colSpan={columns.length + 1} style={{ padding: 0 }}>
                {/* The heading stays in view at the start while the rows scroll sideways. */}
                <div style={{ ...groupCell, ...sticky, display: 'inline-block', border: 0 }}>
                  {g.heading}
                </div>
              </th>
            </tr>
            {g.rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" style={{ ...cellBase, ...sticky }}>
                  {r.label}
                </th>
                {columns.map((c) => {
                  const marked = r.marked?.(c.id) ?? false;
                  const content = r.cell(c.id);
                  return (
                    <td
                      key={c.id}
                      data-marked={marked || undefined}
                      style={marked ? { ...cellBase, ...markedCell } : cellBase}
                    >
                      {content === null || content === undefined || content === '' ? '—' : content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
