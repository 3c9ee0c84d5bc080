import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/api/errors';
import { LIST_SLICE, requestList } from '@/api/request-list';
import { server } from '@pecaja/simulated-api/node';

const item = z.object({ id: z.coerce.number(), name: z.string() });

describe('requestList (a long list checked a slice at a time)', () => {
  it('checks every item across the slices and keeps the order', async () => {
    const rows = Array.from({ length: LIST_SLICE * 3 + 7 }, (_, i) => ({ id: String(i), name: `n${i}` }));
    server.use(http.get('/api/long', () => HttpResponse.json({ success: true, response: rows })));
    const list = await requestList({ url: '/long' }, item);
    expect(list).toHaveLength(rows.length);
    expect(list[0]).toEqual({ id: 0, name: 'n0' });
    expect(list.at(-1)).toEqual({ id: rows.length - 1, name: `n${rows.length - 1}` });
  });

  it('lets other work run between slices', async () => {
    const rows = Array.from({ length: LIST_SLICE * 4 }, (_, i) => ({ id: i, name: `n${i}` }));
    server.use(http.get('/api/long', () => HttpResponse.json({ success: true, response: rows })));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    let between = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      between += 1;
      if (between < 50) channel.port2.postMessage(null);
    };
    const done = requestList({ url: '/long' }, item).then((list) => {
      clearInterval(ticker);
      channel.port1.close();
      return list;
    });
    // Once the reply is in, messages posted meanwhile are handled between the slices.
    channel.port2.postMessage(null);
    await done;
    expect(between).toBeGreaterThan(1);
    expect(ticks).toBeGreaterThanOrEqual(0);
  });

  it('one wrong item in a later slice rejects the whole reply as a contract break naming its position', async () => {
    const rows: unknown[] = Array.from({ length: LIST_SLICE * 2 }, (_, i) => ({ id: i, name: `n${i}` }));
    rows[LIST_SLICE + 3] = { id: 1, name: 42 };
    server.use(http.get('/api/long', () => HttpResponse.json({ success: true, response: rows })));
    const error = await requestList({ url: '/long' }, item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', code: 'BAD_RESPONSE' });
    expect((error as ApiError).message).toContain(`item ${LIST_SLICE + 3}`);
  });

  it('a reply that is not a list is a contract break', async () => {
    server.use(http.get('/api/long', () => HttpResponse.json({ success: true, response: { id: 1 } })));
    await expect(requestList({ url: '/long' }, item)).rejects.toMatchObject({ kind: 'contract' });
  });
});
