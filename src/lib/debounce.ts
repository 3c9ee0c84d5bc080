import { useEffect, useState } from 'react';
import { useTimeout } from './use-timeout';

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
  /** Runs `action` after `delay` ms, dropping any call still waiting: only the last of a burst runs. */
  schedule: (action: () => void, delay: number) => void;
  /** Drops the call still waiting, if any. */
  cancel: () => void;
}

/**
 * A debounced call for a component (what the user typed asks the server once they pause):
 * scheduling again replaces the waiting call, and unmounting drops it.
 */
export function useDebouncedCall(): DebouncedCall {
  const timer = useTimeout();
  const [call] = useState<DebouncedCall>(() => ({ schedule: timer.start, cancel: timer.cancel }));
  return call;
}
