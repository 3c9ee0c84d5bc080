import { afterEach, describe, expect, it } from 'vitest';
import { chosenLatency } from '@pecaja/simulated-api/http-utils';

describe('the simulated API delay chosen in localStorage', () => {
  afterEach(() => localStorage.removeItem('simulated-api-latency'));

  it('unset or not a number: none chosen (the random 120 to 300 ms apply)', () => {
    expect(chosenLatency()).toBeNull();
    for (const value of ['', ' ', 'rápido', '-5']) {
      localStorage.setItem('simulated-api-latency', value);
      expect(chosenLatency()).toBeNull();
    }
  });

  it("'0' turns the delay off (the browser suite); another number is a fixed delay (a demo of the loading states)", () => {
    localStorage.setItem('simulated-api-latency', '0');
    expect(chosenLatency()).toBe(0);
    localStorage.setItem('simulated-api-latency', '2000');
    expect(chosenLatency()).toBe(2000);
  });
});
