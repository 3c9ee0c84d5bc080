import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: every change restarts the wait, so
 * fast typing asks for nothing until the user pauses.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface DebouncedCall {
  /** Runs `action` after `delay` ms, dropping any call still waiting. */
  schedule: (action: () => void, delay: number) => void;
  /** Drops the call still waiting, if any. */
  cancel: () => void;
  /** Whether a call is still waiting to run. */
  waiting: () => boolean;
}

/**
 * One delayed call at a time for a component: scheduling again replaces the waiting call,
 * and unmounting drops it, so a closed screen never runs what it scheduled.
 */
export function useDebouncedCall(): DebouncedCall {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [call] = useState<DebouncedCall>(() => ({
    schedule: (action, delay) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        action();
      }, delay);
    },
    cancel: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    waiting: () => timer.current !== undefined,
  }));
  useEffect(() => () => clearTimeout(timer.current), []);
  return call;
}
