import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { MAX_BODY_BYTES, startApiServer } from '../../server/api-server';
import { rawHttp } from './raw-http';

/**
 * The simulated API over real HTTP (`npm run api`) caps request bodies as a real server does:
 * a body over the limit is answered 413 with the error envelope, before it is all read and never
 * held in memory (a 60 MB upload took the server to 534 MB).
 */
let server: Server;
let port: number;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = await startApiServer({ port: 0, host: '127.0.0.1', publicDir: resolve(process.cwd(), 'public') });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const MB = 1024 * 1024;
const post = (extra: string[] = []) => [
  'POST /auto_part/create HTTP/1.1',
  `Host: 127.0.0.1:${port}`,
  'Content-Type: multipart/form-data; boundary=x',
  ...extra,
];

describe('the simulated API over HTTP: request bodies', () => {
  it('caps a body at 20 MB', () => {
    expect(MAX_BODY_BYTES).toBe(20 * MB);
  });

  it('a body declared over the limit (60 MB) is answered 413 with the envelope at once, before it is sent', async () => {
    const reply = await rawHttp(port, post([`Content-Length: ${60 * MB}`]), { chunk: Buffer.alloc(MB, 120), count: 60 });
    expect(reply.status).toBe(413);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ success: false, response: 'PAYLOAD_TOO_LARGE' });
    expect(reply.sent).toBeLessThan(60 * MB);
  });

  it('a body sent without a length (chunked) is cut off with 413 once it passes the limit', async () => {
    const reply = await rawHttp(port, post(['Transfer-Encoding: chunked']), { chunk: Buffer.alloc(MB, 120), count: 60, chunked: true });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ success: false, response: 'PAYLOAD_TOO_LARGE' });
    expect(reply.sent).toBeLessThan(40 * MB);
  });

  it('a body within the limit still reaches the API (here: no session, 401)', async () => {
    const reply = await rawHttp(port, post([`Content-Length: ${MB}`]), { chunk: Buffer.alloc(MB, 120), count: 1 });
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false });
  });
});
