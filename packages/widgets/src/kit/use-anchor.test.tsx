import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToAnchor, hashNames, useAnchor } from './use-anchor';

function Part({ name, ready }: { name: string; ready: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useAnchor(name, ref, ready);
  return (
    <section ref={ref} aria-label={name}>
      <h2>{name}</h2>
    </section>
  );
}

const originalScroll = Element.prototype.scrollIntoView;
afterEach(() => {
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = originalScroll;
});

describe('useAnchor', () => {
  it('names an anchor by itself or with a suffix', () => {
    expect(hashNames('#bargaining', 'bargaining')).toBe(true);
    expect(hashNames('#bargaining-r-12', 'bargaining')).toBe(true);
    expect(hashNames('#bargainingx', 'bargaining')).toBe(false);
    expect(hashNames('', 'bargaining')).toBe(false);
  });

  it('lands on the part once it has loaded: scrolled into view, its heading focused', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/page?id=1#bargaining-r-7');
    const { rerender } = render(<Part name="bargaining" ready={false} />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Part name="bargaining" ready />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'bargaining' })).toHaveFocus();
    // A re-render does not pull the page back.
    rerender(<Part name="bargaining" ready />);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('a section link lands again, even on the anchor already in the URL', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <>
        <Part name="inquiry" ready />
        <Part name="quote" ready />
      </>,
    );
    await act(async () => {
      goToAnchor('quote');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByRole('heading', { name: 'quote' })).toHaveFocus();
    screen.getByRole('heading', { name: 'inquiry' }).focus();
    await act(async () => goToAnchor('quote'));
    expect(screen.getByRole('heading', { name: 'quote' })).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'quote' }));
  });

  it('keeps the part in view while what is above it grows, until the user moves', () => {
    vi.useFakeTimers();
    try {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      let top = 0;
      const rect = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ top }) as DOMRect);
      window.history.replaceState(null, '', '/page#bargaining');
      render(<Part name="bargaining" ready />);
      expect(scrolled).toHaveBeenCalledTimes(1);
      // The sheet above loads and pushes the part 900 px down: it is brought back.
      top = 900;
      vi.advanceTimersByTime(150);
      expect(scrolled).toHaveBeenCalledTimes(2);
      // The user scrolls: the part is left where the user puts it.
      window.dispatchEvent(new Event('wheel'));
      top = 1800;
      vi.advanceTimersByTime(1_000);
      expect(scrolled).toHaveBeenCalledTimes(2);
      rect.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
