import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast, useToasts } from './toast.ts';

describe('toast store', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('keeps at most three toasts, dropping the oldest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (const message of ['a', 'b', 'c', 'd']) toast.info(message);
    });
    expect(result.current.map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('turns a loading toast into its outcome under the same id, then closes it after 5000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.loading('setting site data...', { id: 'save' });
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.map((t) => t.message)).toEqual(['setting site data...']);
    act(() => {
      toast.success('changes saved!', { id: 'save' });
    });
    expect(result.current).toEqual([{ id: 'save', kind: 'success', message: 'changes saved!' }]);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });

  it('closes after 3000 ms when a flow asks for the short delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast.success('Claim successfully!', { duration: 3000 });
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toHaveLength(0);
  });
});
