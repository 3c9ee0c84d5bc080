import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ITEMS, maxItems, planUsage } from '@/features/subscriptions/shared/plan-usage-rules';

describe('planUsage levels', () => {
  it('is ok with no parts', () => {
    expect(planUsage(0, 200)).toEqual({ used: 0, max: 200, ratio: 0, level: 'ok' });
  });

  it('is ok just below 90 % and warns from 90 %', () => {
    expect(planUsage(89, 100).level).toBe('ok');
    expect(planUsage(179, 200).level).toBe('ok');
    expect(planUsage(90, 100)).toEqual({ used: 90, max: 100, ratio: 0.9, level: 'warning' });
    expect(planUsage(99, 100).level).toBe('warning');
  });

  it('is full at the maximum and beyond it', () => {
    expect(planUsage(100, 100)).toEqual({ used: 100, max: 100, ratio: 1, level: 'full' });
    expect(planUsage(18, 4)).toMatchObject({ level: 'full', ratio: 4.5 });
    // A small plan: 3 of 4 is 75 %, not yet a warning.
    expect(planUsage(3, 4).level).toBe('ok');
    expect(planUsage(0, 0).level).toBe('full');
  });

  it('a plan without a maximum is never full and has no ratio', () => {
    expect(planUsage(10000, null)).toEqual({ used: 10000, max: null, ratio: null, level: 'ok' });
  });
});

describe('maxItems (the statement row max)', () => {
  it('reads a number, a numeric text, unlimited, and 4 when none is given', () => {
    expect(maxItems(200)).toBe(200);
    expect(maxItems('1000')).toBe(1000);
    expect(maxItems('unlimited')).toBe('unlimited');
    expect(maxItems('Ilimitado')).toBe('unlimited');
    expect(maxItems(null)).toBe(DEFAULT_MAX_ITEMS);
    expect(maxItems(undefined)).toBe(4);
    expect(maxItems('')).toBe(4);
  });
});
