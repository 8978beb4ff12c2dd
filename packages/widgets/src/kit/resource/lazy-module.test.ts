import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, useLazyModule } from './lazy-module';

describe('loadOnce', () => {
  it('loads a module once for every caller', async () => {
    const loader = vi.fn(() => Promise.resolve({ rules: 1 }));
    const [a, b] = await Promise.all([loadOnce(loader), loadOnce(loader)]);
    expect(await loadOnce(loader)).toBe(a);
    expect(b).toBe(a);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce('rules');
    await expect(loadOnce(loader)).rejects.toThrow('chunk missing');
    await expect(loadOnce(loader)).resolves.toBe('rules');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule', () => {
  it('gives the module once it lands', async () => {
    const loader = () => Promise.resolve('the rules');
    const { result } = renderHook(() => useLazyModule(loader));
    expect(result.current.module).toBeUndefined();
    await waitFor(() => expect(result.current.module).toBe('the rules'));
    expect(result.current.error).toBeUndefined();
  });

  it('reports a failed load and loads again on retry', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the rules');
    const { result } = renderHook(() => useLazyModule(loader));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.module).toBeUndefined();
    act(() => result.current.retry());
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(result.current.module).toBe('the rules'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
