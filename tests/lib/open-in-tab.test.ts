import { openInNewTab } from '@/lib/open-in-tab';

/** The tab opened at the click, and the object URLs made (jsdom has none of its own). */
function capture() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const created: Blob[] = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    created.push(b);
    return `blob:${location.origin}/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  return {
    tab,
    created,
    restore: () => {
      open.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

describe('openInNewTab shows only web addresses and PDF files', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'blob:http://localhost/1'])(
    'refuses the address %j: the tab closes, it is never navigated',
    async (href) => {
      const { tab, restore } = capture();
      await expect(openInNewTab(async () => href)).rejects.toThrow();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
      restore();
    },
  );

  it("refuses a file that is not a PDF (an HTML page would run in the app's own origin)", async () => {
    const { tab, created, restore } = capture();
    await expect(openInNewTab(async () => new Blob(['<script>alert(1)</script>'], { type: 'text/html' }))).rejects.toThrow();
    expect(tab.close).toHaveBeenCalled();
    expect(created).toEqual([]);
    restore();
  });

  it('opens an https address and a PDF file', async () => {
    const { tab, created, restore } = capture();
    await openInNewTab(async () => 'https://banco.example.com.br/boleto/1');
    expect(tab.location.href).toBe('https://banco.example.com.br/boleto/1');
    await openInNewTab(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(tab.location.href).toMatch(/^blob:/);
    expect(created.map((b) => b.type)).toEqual(['application/pdf']);
    restore();
  });
});
