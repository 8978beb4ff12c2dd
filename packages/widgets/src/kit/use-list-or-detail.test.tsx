import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePortal, getConfig } from '../runtime/config';
import { useListOrDetail } from './use-list-or-detail';

const previous = getConfig().navigate;
afterEach(() => configurePortal({ navigate: previous }));

describe('useListOrDetail', () => {
  it('opens in place and comes back to the list on a page that binds no links', () => {
    const navigate = vi.fn();
    configurePortal({ navigate });
    const onOpen = vi.fn();
    const { result } = renderHook(() =>
      useListOrDetail({ id: undefined, links: undefined, detailRef: 'compare', onOpen }),
    );
    expect(result.current.shown).toBeUndefined();
    expect(result.current.href).toBeUndefined();
    act(() => result.current.open('inq-7'));
    expect(onOpen).toHaveBeenCalledWith({ id: 'inq-7' });
    expect(result.current.shown).toBe('inq-7');
    act(() => result.current.back());
    expect(result.current.shown).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("follows the bound links, and shows the page's own record", () => {
    const navigate = vi.fn();
    configurePortal({ navigate });
    const links = { compare: '/hna/review?id={id}', list: '/hna/review' };
    const { result, rerender } = renderHook(
      ({ id }: { id?: string }) => useListOrDetail({ id, links, detailRef: 'compare' }),
      { initialProps: { id: undefined as string | undefined } },
    );
    const first = result.current.open;
    expect(result.current.href?.('a b')).toBe('/hna/review?id=a%20b');
    act(() => result.current.open('inq-7'));
    expect(navigate).toHaveBeenLastCalledWith('/hna/review?id=inq-7');
    expect(result.current.shown).toBeUndefined(); // the page changes, not the widget
    rerender({ id: 'inq-9' });
    expect(result.current.shown).toBe('inq-9');
    expect(result.current.open).toBe(first); // stable: a resource built from it is built once
    expect(result.current.backHref).toBe('/hna/review');
    act(() => result.current.back());
    expect(navigate).toHaveBeenLastCalledWith('/hna/review');
  });
});
