// A narrow list (below CARDS_BELOW px of its own width) as cards, from the same columns as the
// table: the title and subtitle columns on top, a few labelled fields, the row actions as buttons
// and the selection checkbox when the row can be selected. Each card is a tab stop named by its
// title; its controls follow it in the tab order
// (docs/decisions/2026-11-26-list-cards-and-columns.md).
import { useId, type CSSProperties, type ReactNode } from 'react';
import { token } from '../css-token';
import type { ResolvedColumn } from './columns';

/** Below this width of the list itself (not the window: widgets are embedded), rows are cards. */
export const CARDS_BELOW = 600;
/** Fields on a card when the definition marks none. */
const DEFAULT_FIELDS = 3;

export interface CardLayout<Row> {
  title?: ResolvedColumn<Row>;
  subtitle?: ResolvedColumn<Row>;
  fields: ResolvedColumn<Row>[];
}

/** Where each column goes on a card: as marked (`card`), else the first is the title and the next three fields. */
export function cardLayout<Row>(columns: readonly ResolvedColumn<Row>[]): CardLayout<Row> {
  const candidates = columns.filter((c) => c.card !== false);
  const title = candidates.find((c) => c.card === 'title') ?? candidates[0];
  const subtitle = candidates.find((c) => c.card === 'subtitle');
  const marked = candidates.filter((c) => c.card === 'field');
  const fields = marked.length
    ? marked
    : candidates
        .filter((c) => c !== title && c !== subtitle && c.card === undefined)
        .slice(0, DEFAULT_FIELDS);
  return { title, subtitle, fields };
}

export interface ListCardsProps<Row> {
  label: string;
  rows: Row[];
  columns: ResolvedColumn<Row>[];
  rowId: (row: Row) => string;
  cell: (row: Row, c: ResolvedColumn<Row>) => ReactNode;
  columnLabel: (c: ResolvedColumn<Row>) => string;
  actions: (row: Row) => ReactNode;
  /** The row's checkbox, or null where it cannot be selected or the list has no selection. */
  checkbox: (row: Row) => ReactNode;
  selected: (row: Row) => boolean;
  stale: boolean;
}

const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: token('spacingVerticalS'),
};
const cardStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingVerticalS'),
  padding: token('spacingHorizontalM'),
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
  background: token('colorNeutralBackground1'),
  minWidth: 0,
  overflowWrap: 'anywhere',
};
const titleStyle: CSSProperties = {
  fontWeight: token('fontWeightSemibold'),
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
};
const mutedStyle: CSSProperties = { color: token('colorNeutralForeground3') };
const fieldsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(6em, auto) 1fr',
  gap: `${token('spacingVerticalXS')} ${token('spacingHorizontalM')}`,
  margin: 0,
};
const actionsStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: token('spacingHorizontalS'),
};

export function ListCards<Row>(props: ListCardsProps<Row>) {
  const { rows, columns } = props;
  const base = useId();
  const layout = cardLayout(columns);
  return (
    <ul
      part="cards"
      aria-label={props.label}
      aria-busy={props.stale || undefined}
      style={{ ...listStyle, opacity: props.stale ? 0.6 : 1 }}
    >
      {rows.map((row, index) => {
        const id = props.rowId(row);
        const titleId = `${base}-${index}`;
        const checkbox = props.checkbox(row);
        const actions = props.actions(row);
        const selected = props.selected(row);
        return (
          <li
            key={id}
            data-card={id}
            tabIndex={0}
            aria-labelledby={titleId}
            style={{
              ...cardStyle,
              ...(selected
                ? {
                    borderColor: token('colorBrandStroke1'),
                    background: token('colorBrandBackground2'),
                  }
                : null),
            }}
          >
            <div style={{ display: 'flex', gap: token('spacingHorizontalS'), minWidth: 0 }}>
              {checkbox}
              <div style={{ minWidth: 0, flex: 1 }}>
                {layout.title ? (
                  <div id={titleId} style={titleStyle}>
                    {props.cell(row, layout.title)}
                  </div>
                ) : null}
                {layout.subtitle ? (
                  <div style={mutedStyle}>{props.cell(row, layout.subtitle)}</div>
                ) : null}
              </div>
            </div>
            {layout.fields.length ? (
              <dl style={fieldsStyle}>
                {layout.fields.map((c) => (
                  <div key={c.field} style={{ display: 'contents' }}>
                    <dt style={mutedStyle}>{props.columnLabel(c)}</dt>
                    <dd style={{ margin: 0, minWidth: 0 }}>{props.cell(row, c)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions ? <div style={actionsStyle}>{actions}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
