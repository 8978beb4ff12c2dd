// The editor's layout rules (docs/product-rules.md#quote-lines): one scroll (no box of its own
// around the line list or the line's form), one column on a narrow screen with the chosen line's
// form brought into view, Submit in a bar that sticks to the bottom, and no empty error message.
import { act, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './quote-editor.stories';
import { renderStory } from '../../testing/render-story';

vi.setConfig({ testTimeout: 20_000 });

const { NewQuote, FiveHundredLines } = composeStories(stories);

/** Every element of the editor that would scroll on its own. */
function scrollBoxes(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) =>
      ['auto', 'scroll'].includes(el.style.overflow) ||
      ['auto', 'scroll'].includes(el.style.overflowY) ||
      ['auto', 'scroll'].includes(el.style.overflowX) ||
      el.style.maxHeight !== '',
  );
}

/** jsdom lays nothing out: a ResizeObserver that reports the width a test asks for. */
function pretendWidth(width: number) {
  class FakeObserver {
    constructor(private cb: ResizeObserverCallback) {}
    observe(el: Element) {
      this.cb([{ contentRect: { width } } as ResizeObserverEntry], this as never);
      void el;
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeObserver);
}

afterEach(() => vi.unstubAllGlobals());

describe('sp-quote-editor: layout', () => {
  it('has no scroll box of its own and shows the lines a page at a time', async () => {
    const { container, user } = await renderStory(FiveHundredLines);
    const table = await screen.findByRole('table', { name: 'Quote lines' });
    expect(scrollBoxes(container)).toEqual([]);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Lines 1–25 of 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Edit item 260' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit item 10' })).not.toBeInTheDocument();
  });

  it('the page follows the line chosen from the editor (next item across a page)', async () => {
    const { user } = await renderStory(FiveHundredLines);
    await user.click(await screen.findByRole('button', { name: 'Edit item 250' }));
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(screen.getByRole('button', { name: 'Edit item 260' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('Lines 26–50 of 500')).toBeInTheDocument();
  });

  it('shows no error message (nor its icon) when there is no error', async () => {
    const { container } = await renderStory(NewQuote);
    await screen.findByRole('table', { name: 'Quote lines' });
    const alerts = Array.from(container.querySelectorAll('[role="alert"]'));
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(alert).toBeEmptyDOMElement();
  });

  it('on a narrow screen: one column, and a tapped line brings its form into view', async () => {
    pretendWidth(390);
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user } = await renderStory(NewQuote);
      const table = await screen.findByRole('table', { name: 'Quote lines' });
      const split = table.closest('[data-columns]') as HTMLElement;
      expect(split).toHaveAttribute('data-columns', '1');
      expect(split.style.gridTemplateColumns).toBe('minmax(0, 1fr)');
      // Each row is a short entry: its column headings are for screen readers only.
      expect(
        within(table).getAllByRole('columnheader')[0]?.parentElement?.parentElement,
      ).toHaveStyle({
        position: 'absolute',
      });
      await user.click(screen.getByRole('button', { name: 'Edit item 20' }));
      const region = screen.getByRole('region', { name: 'Line editor' });
      expect(scrolled).toHaveBeenCalled();
      expect(scrolled.mock.contexts[0]).toBe(region);
      await act(async () => undefined);
      expect(within(region).getByRole('heading', { level: 3 })).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('keeps Submit in a bar stuck to the bottom of the page', async () => {
    await renderStory(NewQuote);
    const bar = await screen.findByRole('group', { name: 'Quote actions' });
    expect(bar.style.position).toBe('sticky');
    expect(bar.style.bottom).toBe('0px');
    expect(within(bar).getByRole('button', { name: 'Submit quote' })).toBeInTheDocument();
  });
});
