import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCall, useDebouncedValue } from '@/lib/debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the new value only after it stayed the same for the whole delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), { initialProps: { v: 'fre' } });
    expect(result.current).toBe('fre');
    rerender({ v: 'frei' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ v: 'freio' });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('fre');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('freio');
  });
});

describe('useDebouncedCall', () => {
  it('runs only the last scheduled call, once its delay has passed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result } = renderHook(() => useDebouncedCall());
    act(() => result.current.schedule(first, 500));
    act(() => result.current.schedule(second, 500));
    act(() => vi.advanceTimersByTime(499));
    expect(second).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting call on cancel and on unmount, and keeps the same object across renders', () => {
    const action = vi.fn();
    const { result, rerender, unmount } = renderHook(() => useDebouncedCall());
    const call = result.current;
    rerender();
    expect(result.current).toBe(call);
    act(() => call.schedule(action, 100));
    act(() => call.cancel());
    act(() => vi.advanceTimersByTime(200));
    act(() => call.schedule(action, 100));
    unmount();
    vi.advanceTimersByTime(200);
    expect(action).not.toHaveBeenCalled();
  });
});
