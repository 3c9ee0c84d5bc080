import { FREQUENCIES, type Frequency } from '@/features/subscriptions/api/subscriptions';
import { safeStorage } from '@/lib/safe-storage';
import { storageKeys } from '@/lib/storage-keys';

/** What is being paid for: a plan at a frequency, or a banner package. */
export type PaymentTarget = { kind: 'plan'; id: number; frequency: Frequency } | { kind: 'ads'; id: number };

/**
 * What the user was about to pay, read from the navigation state (the login callback
 * restores it) or, after a reload or a lost state, from this tab's session storage.
 */
export function readPaymentTarget(kind: PaymentTarget['kind'], state: unknown): PaymentTarget | null {
  const fromState = parseTarget(kind, state);
  if (fromState) {
    savePaymentTarget(fromState);
    return fromState;
  }
  try {
    const raw = safeStorage.get(storageKeys.paymentIntent, 'session');
    return raw ? parseTarget(kind, JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function savePaymentTarget(target: PaymentTarget): void {
  // Storage full or blocked: the tab's memory and the navigation state still carry it.
  safeStorage.set(storageKeys.paymentIntent, JSON.stringify(target), 'session');
}

export function clearPaymentTarget(): void {
  safeStorage.remove(storageKeys.paymentIntent, 'session');
}

/** The navigation state the payment pages receive: {id, frequency} or {id}. */
export function paymentState(target: PaymentTarget): { id: number; frequency?: Frequency } {
  return target.kind === 'plan' ? { id: target.id, frequency: target.frequency } : { id: target.id };
}

function parseTarget(kind: PaymentTarget['kind'], value: unknown): PaymentTarget | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { id?: unknown; frequency?: unknown; kind?: unknown };
  if (v.kind !== undefined && v.kind !== kind) return null;
  const id = Number(v.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  if (kind === 'ads') return { kind, id };
  const frequency = FREQUENCIES.includes(v.frequency as Frequency) ? (v.frequency as Frequency) : 'monthly';
  return { kind, id, frequency };
}
