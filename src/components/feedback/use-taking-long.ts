import { useEffect, useState } from 'react';
import { SLOW_CALL_MS } from '@/api/client';

const NOT_YET = Symbol('not yet');

/**
 * True once `active` has stayed true for SLOW_CALL_MS (8 s): the moment a wait is long enough
 * to say so. A new `attempt` (a retry) starts the count again.
 */
export function useTakingLong(active: boolean, attempt: number = 0): boolean {
  const [slowAt, setSlowAt] = useState<number | typeof NOT_YET>(NOT_YET);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setSlowAt(attempt), SLOW_CALL_MS);
    return () => clearTimeout(timer);
  }, [active, attempt]);
  return active && slowAt === attempt;
}
