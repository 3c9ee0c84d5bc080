import { describe, expect, it } from 'vitest';
import { withoutResetFlag } from '@pecaja/simulated-api/reset-flag';

describe('?reset-demo leaves the address after it runs', () => {
  it('drops the flag and keeps the path, the other parameters and the hash', () => {
    expect(withoutResetFlag('https://x.test/?reset-demo')).toBe('/');
    expect(withoutResetFlag('https://x.test/more_parts?reset-demo&page=2#top')).toBe('/more_parts?page=2#top');
    expect(withoutResetFlag('https://x.test/search?q=freio&reset-demo=1')).toBe('/search?q=freio');
  });

  it('leaves an address without the flag alone', () => {
    expect(withoutResetFlag('https://x.test/home?q=reset')).toBeNull();
  });
});
