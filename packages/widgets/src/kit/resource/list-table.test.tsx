// The list table on wide and narrow screens (docs/decisions/2026-11-26-list-cards-and-columns.md):
// the sticky actions column, the Columns menu and what it remembers, cards from the same columns,
// rows that may not be selected, and cut cells reachable by keyboard with their full text.
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from '../../runtime/i18n';
import { cardLayout } from './list-cards';
import { columnsStorageKey } from './list-columns';
import { ListTable, STICKY_ACTIONS_CLASS, type ResolvedColumn } from './list-table';
import type { RowAction } from './resource-types';

interface Row {
  id: string;
  title: string;
  owner: string;
  remarks: string;
  open: boolean;
}

const t = ((key: string, values?: Record<string, unknown>) =>
  values?.name ? `${key} ${String(values.name)}` : key) as TFunction;
const rows: Row[] = [
  { id: 'a', title: 'Inquiry A', owner: 'Li Na', remarks: 'Urgent', open: true },
  { id: 'b', title: 'Inquiry B', owner: 'Wang Fang', remarks: 'Closed', open: false },
];
const columns: ResolvedColumn<Row>[] = [
  { field: 'title', def: { kind: 'text', label: 'Title' }, essential: true },
  { field: 'owner', def: { kind: 'text', label: 'Owner' } },
  { field: 'remarks', def: { kind: 'text', label: 'Remarks' } },
];
const onAction = vi.fn();
const actions: RowAction<Row>[] = [
  { key: 'quote', label: 'Quote', primary: true, visible: (r) => r.open },
  { key: 'remove', label: 'Remove', rowLabel: 'Remove {{name}}' },
];

function Table(props: { layout?: 'table' | 'cards'; columnsId?: string; cols?: typeof columns }) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  return (
    <ListTable<Row>
      label="Inquiries"
      rows={rows}
      columns={props.cols ?? columns}
      rowId={(r) => r.id}
      rowName={(r) => r.title}
      onSort={() => {}}
      selection={selection}
      selectable={(r) => r.open}
      onSelect={(ids, on) =>
        setSelection((s) => {
          const next = new Set(s);
          for (const id of ids) void (on ? next.add(id) : next.delete(id));
          return next;
        })
      }
      rowActions={actions}
      onAction={onAction}
      busy={null}
      virtualizeAbove={100}
      height={400}
      stale={false}
      columnsId={props.columnsId}
      layout={props.layout}
      t={t}
    />
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ListTable on a wide screen', () => {
  it('keeps the actions column at the end edge, opaque, in the header and every row', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Inquiries' });
    const sticky = table.querySelectorAll<HTMLElement>(`.${STICKY_ACTIONS_CLASS}`);
    // The header and both rows.
    expect(sticky).toHaveLength(3);
    for (const cell of sticky) {
      expect(cell.style.position).toBe('sticky');
      expect(cell.style.insetInlineEnd).toMatch(/^0(px)?$/);
      expect(cell.style.background).not.toBe('');
    }
    expect(within(sticky[0] as HTMLElement).getByText('kit.list.actions')).toBeInTheDocument();
  });

  it('selects only the rows its predicate allows, and select-all takes just those', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const [, rowA, rowB] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(rowA!).getByRole('checkbox')).toBeInTheDocument();
    expect(within(rowB!).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'kit.list.selectAll' }));
    expect(rowA).toHaveAttribute('aria-selected', 'true');
    expect(rowB).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('checkbox', { name: 'kit.list.selectAll' })).toBeChecked();
  });

  it('names each action for its row (rowLabel) and hides those that do not apply', () => {
    render(<Table />);
    expect(screen.getByRole('button', { name: 'Remove {{name}} Inquiry B' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Quote/ })).toHaveLength(1);
  });

  it('hides a column from the Columns menu and remembers it per list; essential ones stay', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Table columnsId="inquiries" />);
    await user.click(screen.getByRole('button', { name: 'kit.list.columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Title' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Owner' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('inquiries')) ?? '[]')).toEqual([
      'owner',
    ]);
    unmount();

    // As after a reload: the list reads its choice back; another list is not affected.
    render(<Table columnsId="inquiries" />);
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Remarks' })).toBeInTheDocument();
  });

  it('shows no Columns menu without a list id', () => {
    render(<Table />);
    expect(screen.queryByRole('button', { name: 'kit.list.columns' })).not.toBeInTheDocument();
  });

  it('makes a cut cell a keyboard stop that shows its full text on focus', async () => {
    // jsdom has no layout: every cell measures as cut.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Inquiries' });
    const cell = () =>
      [...table.querySelectorAll<HTMLElement>('[data-clip]')].find(
        (el) => el.textContent === 'Wang Fang',
      );
    // One of the grid's stops (the roving tabindex sets -1 on all but the current control).
    await waitFor(() => expect(cell()?.getAttribute('tabindex')).toBe('-1'));
    // By keyboard, as the grid moves: from row A's checkbox down to row B's title, right to its owner.
    const user = userEvent.setup();
    act(() => screen.getByRole('checkbox', { name: 'kit.list.selectRow Inquiry A' }).focus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Wang Fang');
    expect(cell()).toHaveAccessibleDescription('Wang Fang');
  });
});

describe('ListTable as cards', () => {
  it('shows each row as a card from the same columns, with its actions and checkbox', async () => {
    const user = userEvent.setup();
    render(<Table layout="cards" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Inquiries' })).getAllByRole(
      'listitem',
    ) as HTMLElement[];
    expect(cards).toHaveLength(2);
    const [a, b] = cards as [HTMLElement, HTMLElement];
    // Named by its title, a tab stop of its own.
    expect(a).toHaveAccessibleName('Inquiry A');
    expect(a).toHaveAttribute('tabindex', '0');
    expect(within(a).getByText('Owner')).toBeInTheDocument();
    expect(within(a).getByText('Li Na')).toBeInTheDocument();
    expect(within(a).getByRole('checkbox')).toBeInTheDocument();
    expect(within(b).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(b).queryByRole('button', { name: /^Quote/ })).not.toBeInTheDocument();
    await user.click(within(a).getByRole('button', { name: /^Quote/ }));
    expect(onAction).toHaveBeenCalledWith(actions[0], rows[0]);
    // Tab goes from the card to its controls.
    a.focus();
    await user.tab();
    expect(within(a).getByRole('checkbox')).toHaveFocus();
  });

  it('places columns by their card mark, else the first as title and the next three as fields', () => {
    const plain = cardLayout(columns);
    expect(plain.title?.field).toBe('title');
    expect(plain.subtitle).toBeUndefined();
    expect(plain.fields.map((c) => c.field)).toEqual(['owner', 'remarks']);
    const marked = cardLayout<Row>([
      { ...columns[0]!, card: 'subtitle' },
      { ...columns[1]!, card: 'title' },
      { ...columns[2]!, card: false },
    ]);
    expect(marked.title?.field).toBe('owner');
    expect(marked.subtitle?.field).toBe('title');
    expect(marked.fields).toEqual([]);
  });
});
