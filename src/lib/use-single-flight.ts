import { useRef, useState } from 'react';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Wraps an action so that calls made while its previous promise is still pending are ignored.
 *
 * A button's `disabled={busy}` only takes effect after React re-renders, and a mutation's
 * `isPending` is read from the last render: two clicks dispatched in the same task both get
 * through. The guard here is a ref, set before the action runs, so the second call sees it.
 *
 * The action returns the promise to wait for (e.g. `mutation.mutateAsync(...)`); anything else
 * (validation failed, nothing was sent) releases the guard at once. A rejection is the action's
 * to report (the mutation's onError does); the guard only waits for it and swallows it.
 * Returns the guarded function and whether a call is in flight (for a spinner).
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => unknown): [(...args: A) => void, boolean] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = (...args: A) => {
    if (inFlight.current) return;
    inFlight.current = true;
    let result: unknown;
    try {
      result = action(...args);
    } catch (error) {
      inFlight.current = false;
      throw error;
    }
    if (!isThenable(result)) {
      inFlight.current = false;
      return;
    }
    setPending(true);
    const release = () => {
      inFlight.current = false;
      setPending(false);
    };
    result.then(release, release);
  };
  return [run, pending];
}

/**
 * A form's submit handler through useSingleFlight. The browser's own submit (a page load with the
 * form's values in the address) is prevented on every call, the ones the guard ignores included.
 */
export function useSingleFlightSubmit<E extends { preventDefault(): void }>(action: (event: E) => unknown): [(event: E) => void, boolean] {
  const [run, pending] = useSingleFlight(action);
  const submit = (event: E) => {
    event.preventDefault();
    run(event);
  };
  return [submit, pending];
}
