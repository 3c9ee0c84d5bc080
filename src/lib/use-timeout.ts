import { useEffect, useRef, useState } from 'react';

export interface Timeout {
  /** Runs `action` once `ms` have passed, dropping the one still waiting, if any. */
  start: (action: () => void, ms: number) => void;
  /** Drops the action still waiting, if any. */
  cancel: () => void;
  /** Whether an action is still waiting to run. */
  pending: () => boolean;
}

/**
 * One delayed action for a component (a redirect shortly after a success message, a dialog that
 * closes after its confirmation): starting again replaces the waiting action, and unmounting
 * drops it, so a closed screen never runs what it left waiting. The object is the same on every
 * render.
 */
export function useTimeout(): Timeout {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [timeout] = useState<Timeout>(() => ({
    start: (action, ms) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        action();
      }, ms);
    },
    cancel: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    pending: () => timer.current !== undefined,
  }));
  useEffect(() => () => clearTimeout(timer.current), []);
  return timeout;
}
