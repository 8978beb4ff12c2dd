import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS } from '@portal/contract';
import { PortalProvider } from '../runtime/portal-provider';
import { ClickGuardButton } from './click-guard-button';

afterEach(() => {
  vi.useRealTimers();
});

const isBlocked = (b: HTMLElement) => b.getAttribute('aria-disabled') === 'true';

describe('ClickGuardButton', () => {
  it('ignores clicks for 2 s after a click', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <PortalProvider>
        <ClickGuardButton onClick={onClick}>Save</ClickGuardButton>
      </PortalProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(isBlocked(button)).toBe(true);
    act(() => vi.advanceTimersByTime(CLICK_GUARD_MS - 1));
    expect(isBlocked(button)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isBlocked(button)).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays blocked until the async onClick settles', async () => {
    vi.useFakeTimers();
    let resolve: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <PortalProvider>
        <ClickGuardButton onClick={onClick}>Send</ClickGuardButton>
      </PortalProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(CLICK_GUARD_MS * 3));
    expect(isBlocked(button)).toBe(true);
    await act(async () => resolve());
    expect(isBlocked(button)).toBe(false);
  });
});
