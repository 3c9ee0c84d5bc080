import { safeStorage } from '@/lib/safe-storage';

/** The browser refuses every write, as with a full quota. */
function fullStorage() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  safeStorage.forgetMemory();
});

describe('safeStorage (lib/safe-storage.ts): every storage write of the app', () => {
  it('writes to the browser storage when it can', () => {
    expect(safeStorage.set('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(safeStorage.get('k')).toBe('v');
    expect(safeStorage.set('s', '1', 'session')).toBe(true);
    expect(sessionStorage.getItem('s')).toBe('1');
    safeStorage.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('with the storage full a write never throws: the value lives in this tab, read and removed as usual', () => {
    localStorage.setItem('k', 'old');
    fullStorage();
    expect(() => safeStorage.set('k', 'new')).not.toThrow();
    expect(safeStorage.set('k', 'new')).toBe(false);
    expect(safeStorage.get('k')).toBe('new');
    expect(safeStorage.set('s', '1', 'session')).toBe(false);
    expect(safeStorage.get('s', 'session')).toBe('1');
    expect(safeStorage.get('s')).toBeNull();
    expect(safeStorage.keys()).toContain('k');
    safeStorage.remove('k');
    expect(safeStorage.get('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('once the browser stores again, the value goes back to it', () => {
    const full = fullStorage();
    safeStorage.set('k', 'in memory');
    full.mockRestore();
    expect(safeStorage.set('k', 'stored')).toBe(true);
    expect(localStorage.getItem('k')).toBe('stored');
    localStorage.removeItem('k');
    expect(safeStorage.get('k')).toBeNull();
  });

  it('with the storage blocked altogether (reading it throws) the app still keeps its values for the tab', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(safeStorage.set('k', 'v')).toBe(false);
    expect(safeStorage.get('k')).toBe('v');
    expect(() => safeStorage.remove('k')).not.toThrow();
    expect(safeStorage.get('k')).toBeNull();
  });
});
