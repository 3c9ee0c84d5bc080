import { describe, expect, it } from 'vitest';
import { answerOptions, clampQuantity, isAnswerable, showsQuantity } from '@/features/engagement/engagement-options';

describe('engagement answer options by status', () => {
  it('offers SEND_USER_DATA and NO_NEGOTIATION while awaiting contact', () => {
    expect(answerOptions('OPENED')).toEqual(['SEND_USER_DATA', 'NO_NEGOTIATION']);
    expect(answerOptions('VIEWED')).toEqual(['SEND_USER_DATA', 'NO_NEGOTIATION']);
  });
  it('offers SOLD_CAR_PART only when CONTACTED, never SEND_USER_DATA then', () => {
    expect(answerOptions('CONTACTED')).toEqual(['SOLD_CAR_PART', 'NO_NEGOTIATION']);
  });
  it('offers nothing for SOLD and CLOSED, which are not clickable', () => {
    expect(answerOptions('SOLD')).toEqual([]);
    expect(answerOptions('CLOSED')).toEqual([]);
    expect(isAnswerable('SOLD')).toBe(false);
    expect(isAnswerable('CLOSED')).toBe(false);
    expect(isAnswerable('OPENED')).toBe(true);
  });
  it('shows the quantity selector only when selling more than one unit', () => {
    expect(showsQuantity('SOLD_CAR_PART', 3)).toBe(true);
    expect(showsQuantity('SOLD_CAR_PART', 1)).toBe(false);
    expect(showsQuantity('NO_NEGOTIATION', 3)).toBe(false);
    expect(showsQuantity(null, 3)).toBe(false);
  });
  it('clamps the quantity between 1 and the requested quantity', () => {
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(4, 3)).toBe(3);
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });
});
