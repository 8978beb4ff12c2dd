import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from './status-badge.stories';

const { Submitted, QuoteStates, BargainingStates, UnknownState, Chinese } = composeStories(stories);

const badgeOf = (text: string) => screen.getByText(text).closest('.fui-Badge');

describe('StatusBadge', () => {
  it('names each quote state in English, as a badge per state', async () => {
    await QuoteStates.load();
    render(<QuoteStates />);
    for (const [state, text] of [
      ['notQuoted', 'Not quoted'],
      ['hold', 'Draft saved'],
      ['submitted', 'Submitted'],
      ['noBid', 'No bid'],
      ['expired', 'Expired'],
    ]) {
      expect(badgeOf(text as string)).toHaveAttribute('data-state', state);
    }
  });

  it('colours by state: done, waiting and over look different', async () => {
    await QuoteStates.load();
    render(<QuoteStates />);
    const cls = (text: string) => badgeOf(text)?.className;
    expect(cls('Submitted')).not.toBe(cls('Draft saved'));
    expect(cls('Draft saved')).not.toBe(cls('Expired'));
  });

  it('renders one state by default', async () => {
    await Submitted.load();
    render(<Submitted />);
    expect(badgeOf('Submitted')).toHaveAttribute('data-state', 'submitted');
  });

  it('names bargaining states', async () => {
    await BargainingStates.load();
    render(<BargainingStates />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  it('shows an unknown state as itself', async () => {
    await UnknownState.load();
    render(<UnknownState />);
    expect(screen.getByText('archived')).toBeInTheDocument();
    expect(screen.queryByText(/enum\./)).not.toBeInTheDocument();
  });

  it('names states in Chinese', async () => {
    await Chinese.load();
    render(<Chinese />);
    for (const text of ['未报价', '已暂存', '已提交', '不报价', '已过期']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
