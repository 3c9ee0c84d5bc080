import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { admProductQuery, admProductsQuery, createProduct } from '@/features/adm-products/shared/api/adm-products';
import { bannerQuery, bannersQuery, createBanner } from '@/features/ads/shared/api/ads';
import { homeQuery } from '@/api/catalog';
import { subscriberDashboardQuery } from '@/features/dashboard/shared/api/dashboard';
import { paymentOrdersQuery } from '@/features/manager/api/manager';
import { productQuery } from '@/api/product';
import { profileQuery } from '@/features/profile/shared/api/profile';
import { getSuggestions } from '@/features/search/api/search';
import { useOpenBankSlip } from '@/features/subscriptions/api/subscriptions';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { callAs } from '../support/simulated-api';
import { loginAs } from '../support/session';

/**
 * An address from the server is opened or rendered only when it is http(s) (or a path of the app):
 * anything else in a reply breaks the contract, as a wrong shape does.
 */
const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:http://localhost/5e0c-4a',
];

type Role = keyof typeof DEMO;
type Body = { success: boolean; response: Record<string, unknown> & unknown[] };

/** The simulated API's own reply to a call, changed by `edit`, answered from now on. */
async function tamper(method: 'get' | 'post', path: string, role: Role | null, edit: (response: Body['response']) => void, init: RequestInit = {}) {
  const body = (await (await callAs(path, role, { method: method.toUpperCase(), ...init })).json()) as Body;
  expect(body.success).toBe(true);
  edit(body.response);
  server.use(http[method](`/api${path}`, () => HttpResponse.json(body)));
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const contract = { kind: 'contract', code: 'BAD_RESPONSE' };

function ownerOf(role: Role) {
  return db().users.find((u) => u.phone === DEMO[role].phone)!;
}

describe('addresses in replies: only http(s) or a path of the app', () => {
  it.each(HOSTILE)('a home card picture %j is a broken reply', async (bad) => {
    await tamper('get', '/home', null, (r) => {
      (r.mostViewedItems as unknown as Array<{ image: string }>)[0].image = bad;
    });
    await expect(client().fetchQuery(homeQuery())).rejects.toMatchObject(contract);
  });

  it('a home banner picture or a special offer picture is a broken reply; https and app paths are not', async () => {
    await tamper('get', '/home', null, (r) => {
      (r.ads as unknown as Array<{ images: string[] }>)[0].images[0] = 'javascript:alert(1)';
    });
    await expect(client().fetchQuery(homeQuery())).rejects.toMatchObject(contract);
    server.resetHandlers();
    await tamper('get', '/home', null, (r) => {
      (r.offers as unknown as Array<{ imageURL: string }>)[0].imageURL = 'data:text/html,x';
    });
    await expect(client().fetchQuery(homeQuery())).rejects.toMatchObject(contract);
    server.resetHandlers();
    await tamper('get', '/home', null, (r) => {
      (r.mostViewedItems as unknown as Array<{ image: string }>)[0].image = 'https://cdn.example.com.br/a.jpg';
      (r.mostViewedItems as unknown as Array<{ image: string }>)[1].image = '/demo/parts/farol.svg';
    });
    const home = await client().fetchQuery(homeQuery());
    expect(home.mostViewedItems.slice(0, 2).map((c) => c.image)).toEqual(['https://cdn.example.com.br/a.jpg', '/demo/parts/farol.svg']);
  });

  it("a product's photo, its advertiser's picture or a related card's picture is a broken reply", async () => {
    const url = db().products.find((p) => p.ownerId === ownerOf('subscriber').id)!.url;
    for (const edit of [
      (r: Record<string, unknown>) => ((r.main as { images: string[] }).images[0] = 'javascript:alert(1)'),
      (r: Record<string, unknown>) => ((r.main as { advertiser_image: string }).advertiser_image = 'data:image/svg+xml,<svg onload=alert(1)>'),
      (r: Record<string, unknown>) => ((r.secondary as Array<{ image: string }>)[0].image = 'vbscript:x'),
    ]) {
      server.resetHandlers();
      await tamper('get', `/product/${url}`, null, edit);
      await expect(client().fetchQuery(productQuery(url))).rejects.toMatchObject(contract);
    }
  });

  it('a search suggestion picture is a broken reply', async () => {
    const body = new FormData();
    body.set('term', 'farol');
    await tamper('post', '/search', null, (r) => ((r as unknown as Array<{ image: string }>)[0].image = 'javascript:alert(1)'), { body });
    await expect(getSuggestions('farol')).rejects.toMatchObject(contract);
  });

  it("the advertiser's list, a part's photos, banners, the profile and the dashboard: a picture that is not http(s) breaks each", async () => {
    loginAs('premium');
    const part = db().products.find((p) => p.ownerId === ownerOf('premium').id)!;
    const banner = db().banners.find((b) => b.ownerId === ownerOf('premium').id)!;
    const cases: Array<[string, Role, (r: Body['response']) => void, () => Promise<unknown>]> = [
      [
        '/products-adm/list',
        'premium',
        (r) => ((r as unknown as Array<{ image: string }>)[0].image = 'javascript:alert(1)'),
        () => client().fetchQuery(admProductsQuery()),
      ],
      [
        `/products-adm/${part.id}`,
        'premium',
        (r) => ((r as unknown as { images: string[] }).images[0] = 'javascript:alert(1)'),
        () => client().fetchQuery(admProductQuery(part.id)),
      ],
      ['/ads-list', 'premium', (r) => ((r as unknown as Array<{ image: string }>)[0].image = 'javascript:alert(1)'), () => client().fetchQuery(bannersQuery())],
      [
        `/ads/${banner.id}`,
        'premium',
        (r) => ((r as unknown as { images: string[] }).images[0] = 'data:text/html,x'),
        () => client().fetchQuery(bannerQuery(banner.id)),
      ],
      ['/user-data-profile', 'premium', (r) => ((r as unknown as { image: string }).image = 'javascript:alert(1)'), () => client().fetchQuery(profileQuery())],
      [
        '/adm-dashboard-page',
        'premium',
        (r) => ((r as unknown as { mostViewedCarParts: Array<{ image: string }> }).mostViewedCarParts[0].image = 'javascript:alert(1)'),
        () => client().fetchQuery(subscriberDashboardQuery()),
      ],
    ];
    for (const [path, role, edit, load] of cases) {
      server.resetHandlers();
      await tamper('get', path, role, edit);
      await expect(load(), path).rejects.toMatchObject(contract);
    }
  });

  it("a payment order's bank slip address that is not http(s) breaks the orders list", async () => {
    loginAs('manager');
    await tamper('get', '/manager-subscription-page', 'manager', (r) => {
      const rows = r as unknown as Array<{ bank_slip: { url: string } | null }>;
      rows.find((o) => o.bank_slip)!.bank_slip!.url = 'javascript:alert(document.cookie)';
    });
    await expect(client().fetchQuery(paymentOrdersQuery())).rejects.toMatchObject(contract);
  });
});

describe('the cover a create answers with (shown in the success toast)', () => {
  // The part or banner was made: the reply is not refused, its picture is only left out.
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' });

  it("a part's cover that is not http(s) is no picture; an https one is kept", async () => {
    let cover = 'javascript:alert(document.cookie)';
    server.use(
      http.post('/api/auto_part/create', () =>
        HttpResponse.json({ success: true, response: 'PRODUCT_CREATED', coverImage: cover, description: 'Farol', id: 9 }),
      ),
    );
    loginAs('subscriber');
    const part = {
      part_name: 'Farol',
      code: '',
      manufacturer: 'Arteb',
      brand: 'Fiat',
      model: 'Uno',
      description: 'Farol',
      price: 10,
      quantity: 1,
      is_new: true,
      is_national: true,
      images: [png()],
    };
    expect((await createProduct(part)).coverImage).toBe('');
    cover = 'https://cdn.example.com.br/farol.jpg';
    expect((await createProduct(part)).coverImage).toBe('https://cdn.example.com.br/farol.jpg');
  });

  it("a banner's cover that is not http(s) is no picture", async () => {
    server.use(http.post('/api/ads', () => HttpResponse.json({ success: true, response: 'ADS_CREATED', coverImage: 'data:text/html,x' })));
    loginAs('premium');
    expect((await createBanner({ product: 'x', description: 'Banner', showDescription: true, images: [png()] })).coverImage).toBe('');
  });
});

describe("the advertiser's bank slip", () => {
  /** A tab opened at the click, and the object URLs made for it (jsdom has none of its own). */
  function setup() {
    const queryClient = client();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return `blob:${location.origin}/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const restore = () => {
      open.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    };
    return { wrapper, tab, open, blobs, restore };
  }

  const slipAt = (url: string) =>
    http.get('/api/subscription-user-bank-slip/:id', () =>
      HttpResponse.json({ success: true, response: { id: 1, barcode: '1', our_number: '2', due_date: '2026-12-01', url } }),
    );

  it.each(HOSTILE)('a slip address %j is a broken reply: the tab opened at the click closes, nothing is shown', async (bad) => {
    server.use(slipAt(bad));
    loginAs('subscriber');
    const { wrapper, tab, open, restore } = setup();
    const { result } = renderHook(() => useOpenBankSlip(1), { wrapper });
    await expect(act(() => result.current.mutateAsync())).rejects.toMatchObject(contract);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(open).toHaveBeenCalledTimes(1);
    restore();
  });

  it('a slip file the API serves that is not a PDF (an HTML page) is a broken reply, never opened', async () => {
    server.use(
      slipAt('/api/uploads/evil'),
      http.get('/api/uploads/evil', () => new HttpResponse('<script>alert(document.cookie)</script>', { headers: { 'Content-Type': 'text/html' } })),
    );
    loginAs('subscriber');
    const { wrapper, tab, blobs, restore } = setup();
    const { result } = renderHook(() => useOpenBankSlip(1), { wrapper });
    await expect(act(() => result.current.mutateAsync())).rejects.toMatchObject(contract);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(blobs).toEqual([]);
    restore();
  });

  it('a PDF the API serves opens as a blob typed application/pdf, whatever type the reply declared', async () => {
    server.use(
      slipAt('/api/uploads/slip'),
      http.get('/api/uploads/slip', () => new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'Content-Type': 'text/html' } })),
    );
    loginAs('subscriber');
    const { wrapper, tab, blobs, restore } = setup();
    const { result } = renderHook(() => useOpenBankSlip(1), { wrapper });
    await act(() => result.current.mutateAsync());
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(blobs.map((b) => b.type)).toEqual(['application/pdf']);
    restore();
  });
});
