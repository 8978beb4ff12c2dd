import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from './comparison-grid.stories';

const { ThreeOffers, Narrow } = composeStories(stories);

describe('ComparisonGrid', () => {
  it('names each cell by its row and column, one row group per unit', async () => {
    await ThreeOffers.load();
    render(<ThreeOffers />);
    const table = screen.getByRole('table', { name: 'Offers side by side' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Unit',
      'Demo Aero Repair',
      'Pacific Avionics Ltd.',
      'Euro Wheels GmbH',
    ]);
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
    const estimate = within(table).getAllByRole('rowheader', { name: 'Estimate' })[0]!;
    const cells = within(estimate.closest('tr')!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['12,000.00', '10,500.00', '—']);
  });

  it('marks the lowest cell of a row, and only it', async () => {
    await ThreeOffers.load();
    render(<ThreeOffers />);
    const marked = screen.getByRole('table').querySelectorAll('td[data-marked]');
    expect([...marked].map((c) => c.textContent)).toEqual(['10,500.00', '2,950.00']);
  });

  it('scrolls sideways in a focusable region with the first column sticky', async () => {
    await Narrow.load();
    render(<Narrow />);
    const region = screen.getByRole('region', { name: 'Offers side by side' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.style.overflowX).toBe('auto');
    const rowHeader = within(region).getAllByRole('rowheader', { name: 'Turnaround' })[0]!;
    expect(rowHeader.style.position).toBe('sticky');
  });
});
