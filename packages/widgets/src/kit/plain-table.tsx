// A detail page's plain pieces: a list of labelled terms and a small table with column heads,
// for pages whose rows are few and fixed (a bill's lines, a statement's sides) where the kit's
// list table (paging, sorting, column menu) would be too much. On a narrow window the table
// scrolls sideways in its own box, so the page never runs off the screen.
import type { CSSProperties, ReactNode } from 'react';
import { token } from './css-token';

/** An empty value, shown as a dash so the term or cell does not look forgotten. */
export const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

export const plainTableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
/** The box a table scrolls in sideways on a narrow window. */
export const plainTableBox: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };
export const plainCellStyle: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
  borderBottom: `1px solid ${token('colorNeutralStroke2')}`,
};
export const termListStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${token('spacingVerticalS')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
export const termLabelStyle: CSSProperties = { color: token('colorNeutralForeground3') };

/** Labelled values side by side, as many to a row as fit. */
export function TermList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={termListStyle}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt style={termLabelStyle}>{label}</dt>
          <dd style={{ margin: 0 }}>{dash(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A named table of a few rows under its column heads; the rows are the caller's `<tr>`s. */
export function PlainTable({
  label,
  heads,
  children,
}: {
  label: string;
  heads: readonly string[];
  children: ReactNode;
}) {
  return (
    <div style={plainTableBox}>
      <table style={plainTableStyle} aria-label={label}>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" style={plainCellStyle}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
