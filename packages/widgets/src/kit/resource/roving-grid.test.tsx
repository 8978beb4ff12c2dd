// The list table's keyboard: one tab stop into the body, arrow keys between its controls like in a
// grid, Home/End, and the control last used kept as the way back in (roving-grid.ts).
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from '../../runtime/i18n';
import { ListTable, type ResolvedColumn } from './list-table';
import type { RowAction } from './resource-types';

interface Row {
  id: string;
  title: string;
  owner: string;
}

const t: TFunction = (key) => String(key);
const rowsOf = (...ids: string[]): Row[] =>
  ids.map((id) => ({ id, title: `Inquiry ${id}`, owner: `Buyer ${id}` }));

const columns: ResolvedColumn<Row>[] = [
  { field: 'title', def: { kind: 'text', label: 'Title' } },
  { field: 'owner', def: { kind: 'text', label: 'Owner' } },
];
const actions: RowAction<Row>[] = [
  { key: 'edit', label: 'Edit', run: vi.fn() },
  // Disabled on row b: a control the keys skip.
  { key: 'remove', label: 'Remove', run: vi.fn(), enabled: (r) => r.id !== 'b' },
];

function Table({ rows }: { rows: Row[] }) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <button type="button">Before</button>
      <ListTable<Row>
        label="Inquiries"
        rows={rows}
        columns={columns}
        rowId={(r) => r.id}
        rowName={(r) => r.title}
        onSort={() => {}}
        selection={selection}
        onSelect={(ids, on) =>
          setSelection((s) => {
            const next = new Set(s);
            for (const id of ids) void (on ? next.add(id) : next.delete(id));
            return next;
          })
        }
        rowActions={actions}
        onAction={() => {}}
        busy={null}
        linkField="title"
        rowHref={(r) => `/inquiries/${r.id}`}
        virtualizeAbove={100}
        height={400}
        stale={false}
        t={t}
      />
      <button type="button">After</button>
    </>
  );
}

const body = () => screen.getByRole('table', { name: 'Inquiries' }).querySelector('tbody')!;
const tabStops = () =>
  Array.from(body().querySelectorAll<HTMLElement>('a, button, input')).filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
  );
const row = (title: string) => {
  const link = screen.getByRole('link', { name: title });
  return link.closest('tr')!;
};
const inRow = (title: string) => within(row(title));
const focused = () => document.activeElement;

describe('ListTable keyboard (roving-grid)', () => {
  it('is one tab stop: Tab enters at the first control of the body and leaves at once', async () => {
    const user = userEvent.setup();
    render(<Table rows={rowsOf('a', 'b', 'c')} />);
    // Three rows of a checkbox, a link and two actions: one of them is in the tab order.
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toBe(inRow('Inquiry a').getByRole('checkbox'));
    // Nothing hidden is focusable (what Tabster's dummies were).
    expect(body().closest('div')!.querySelectorAll('[aria-hidden="true"][tabindex]')).toHaveLength(
      0,
    );
    expect(document.querySelectorAll('[data-tabster-dummy]')).toHaveLength(0);

    inRow('Inquiry a').getByRole('checkbox').focus();
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(focused()).toBe(inRow('Inquiry a').getByRole('checkbox'));
  });

  it('moves with the arrow keys along the row, on into the next, and up and down a column', async () => {
    const user = userEvent.setup();
    render(<Table rows={rowsOf('a', 'b', 'c')} />);
    inRow('Inquiry a').getByRole('checkbox').focus();

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Inquiry a' }));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(inRow('Inquiry a').getByRole('button', { name: 'Edit Inquiry a' }));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(inRow('Inquiry a').getByRole('button', { name: 'Remove Inquiry a' }));
    // The end of a row goes on to the start of the next.
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(inRow('Inquiry b').getByRole('checkbox'));
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(inRow('Inquiry a').getByRole('button', { name: 'Remove Inquiry a' }));

    // Down keeps the column: from the second action of row a to that of row c, past row b's
    // disabled one (its nearest control, Edit, takes the focus there).
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(inRow('Inquiry b').getByRole('button', { name: 'Edit Inquiry b' }));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(inRow('Inquiry c').getByRole('button', { name: 'Edit Inquiry c' }));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Inquiry b' }));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Inquiry a' }));
    // Past the first row the focus stays (the header is not part of the grid).
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Inquiry a' }));
    expect(tabStops()).toEqual([screen.getByRole('link', { name: 'Inquiry a' })]);
  });

  it('goes to the ends of the row with Home and End, of the table with Ctrl', async () => {
    const user = userEvent.setup();
    render(<Table rows={rowsOf('a', 'b', 'c')} />);
    screen.getByRole('link', { name: 'Inquiry b' }).focus();

    await user.keyboard('{End}');
    expect(focused()).toBe(inRow('Inquiry b').getByRole('button', { name: 'Edit Inquiry b' }));
    await user.keyboard('{Home}');
    expect(focused()).toBe(inRow('Inquiry b').getByRole('checkbox'));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toBe(inRow('Inquiry c').getByRole('button', { name: 'Remove Inquiry c' }));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toBe(inRow('Inquiry a').getByRole('checkbox'));
  });

  it('remembers the control last used as the way back in', async () => {
    const user = userEvent.setup();
    render(<Table rows={rowsOf('a', 'b', 'c')} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    // The header's controls come first; the body is the tab stop after them.
    while (!body().contains(focused())) await user.tab();
    expect(focused()).toBe(inRow('Inquiry a').getByRole('checkbox'));

    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(focused()).toBe(screen.getByRole('link', { name: 'Inquiry b' }));
    // A space on the checkbox still selects; the keys did not take it over.
    await user.keyboard('{ArrowLeft} ');
    expect(inRow('Inquiry b').getByRole('checkbox')).toBeChecked();

    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(focused()).toBe(inRow('Inquiry b').getByRole('checkbox'));
  });

  it('keeps one tab stop when the rows change, on the first row once the current one is gone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table rows={rowsOf('a', 'b', 'c')} />);
    screen.getByRole('link', { name: 'Inquiry c' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabStops()).toEqual([
      inRow('Inquiry c').getByRole('button', { name: 'Edit Inquiry c' }),
    ]);

    // The next page: other rows, each control new and rendered a tab stop by its widget.
    act(() => {
      rerender(<Table rows={rowsOf('d', 'e')} />);
    });
    await waitFor(() => expect(tabStops()).toEqual([inRow('Inquiry d').getByRole('checkbox')]));
  });
});

describe('ListTable without controls', () => {
  it('is itself a tab stop, a group named like the table, so a keyboard can scroll it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ListTable<Row>
          label="Items"
          rows={rowsOf('a', 'b')}
          columns={columns}
          rowId={(r) => r.id}
          rowName={(r) => r.title}
          onSort={() => {}}
          selection={null}
          onSelect={() => {}}
          rowActions={[]}
          onAction={() => {}}
          busy={null}
          virtualizeAbove={100}
          height={400}
          stale={false}
          t={t}
        />
        <button type="button">After</button>
      </>,
    );
    const region = await screen.findByRole('group', { name: 'Items' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Items' }));
    await user.tab();
    expect(focused()).toBe(region);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('is no extra tab stop when its rows have controls', () => {
    render(<Table rows={rowsOf('a')} />);
    expect(screen.queryByRole('group', { name: 'Inquiries' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Inquiries' }).parentElement).not.toHaveAttribute(
      'tabindex',
    );
  });
});
