import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../testing/render-story';
import * as stories from './version-comparison.stories';

configure({ defaultHidden: true });
const { Changes, Chinese } = composeStories(stories);

const rowOf = (table: HTMLElement, lineNo: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === lineNo)!;

describe('ContractVersionComparison', () => {
  it('marks the changed values and names lines added and removed', async () => {
    await renderStory(Changes);
    const table = await screen.findByRole('table', { name: 'Version 1 and version 2' });
    expect(within(rowOf(table, '10')).getByText('No change')).toBeInTheDocument();
    const changed = rowOf(table, '20');
    expect(within(changed).getByText('Changed: unit price, deliveries')).toBeInTheDocument();
    expect(changed.querySelectorAll('[data-changed]')).toHaveLength(2);
    expect(within(rowOf(table, '30')).getByText('Line removed')).toBeInTheDocument();
    expect(within(rowOf(table, '40')).getByText('Line added')).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Version 2: deliveries' }),
    ).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    const table = await screen.findByRole('table', { name: 'Version 1 and version 2' });
    expect(within(rowOf(table, '20')).getByText('已变更：单价、交货安排')).toBeInTheDocument();
    expect(within(rowOf(table, '40')).getByText('新增行')).toBeInTheDocument();
  });
});
