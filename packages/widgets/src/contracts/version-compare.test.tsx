import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../testing/render-story';
import * as stories from './version-compare.stories';

configure({ defaultHidden: true });
const { ThreeVersions, Chinese, OneVersion } = composeStories(stories);

describe('ContractVersionCompare', () => {
  it('opens on the two newest versions and compares the ones picked', async () => {
    const { user } = await renderStory(ThreeVersions);
    const latest = await screen.findByRole('table', { name: 'Version 2 compared with version 3' });
    expect(within(latest).getByText('Changed: unit price')).toBeInTheDocument();
    // Version 0 carries no lines: it is not offered.
    const before = screen.getByRole('combobox', { name: 'Compare version' });
    expect(
      within(before)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Version 1', 'Version 2', 'Version 3']);
    await user.selectOptions(before, '1');
    const wider = await screen.findByRole('table', { name: 'Version 1 compared with version 3' });
    expect(within(wider).getByText(/^Changed: quantity/)).toBeInTheDocument();
    expect(within(wider).getByText('Changed: unit price')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('table', { name: '版本 2 与版本 3 对比' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '对比版本' })).toBeInTheDocument();
  });

  it('shows nothing for a contract of one version', async () => {
    const { container } = await renderStory(OneVersion);
    expect(container.querySelector('table')).toBeNull();
  });
});
