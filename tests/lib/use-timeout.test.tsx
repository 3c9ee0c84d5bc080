import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeout } from '@/lib/use-timeout';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTimeout', () => {
  it('runs the action once its time has passed, and says it is pending until then', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useTimeout());
    expect(result.current.pending()).toBe(false);
    act(() => result.current.start(action, 1500));
    act(() => vi.advanceTimersByTime(1499));
    expect(action).not.toHaveBeenCalled();
    expect(result.current.pending()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending()).toBe(false);
  });

  it('starting again replaces the waiting action', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result } = renderHook(() => useTimeout());
    act(() => result.current.start(first, 500));
    act(() => result.current.start(second, 500));
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting action on cancel and on unmount, and keeps the same object across renders', () => {
    const action = vi.fn();
    const { result, rerender, unmount } = renderHook(() => useTimeout());
    const timeout = result.current;
    rerender();
    expect(result.current).toBe(timeout);
    act(() => timeout.start(action, 100));
    act(() => timeout.cancel());
    expect(timeout.pending()).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    act(() => timeout.start(action, 100));
    unmount();
    vi.advanceTimersByTime(200);
    expect(action).not.toHaveBeenCalled();
  });
});
