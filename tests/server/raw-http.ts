import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had written when the reply arrived. */
  sent: number;
}

/**
 * An HTTP/1.1 request over a plain socket, out of reach of the simulated API's request
 * interception in the test process. `body` is written in chunks until the server answers (a
 * server that refuses a body early is seen answering before the whole of it was sent).
 */
export function rawHttp(port: number, head: string[], body?: { chunk: Buffer; count: number; chunked?: boolean }): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answered = false;
    let raw = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      const text = raw.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no reply: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let rest = raw.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'));
      if (headers['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = parseInt(rest.subarray(0, eol).toString(), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.toString('utf8'), sent });
      socket.destroy();
    };
    /** The whole reply is in: its head and the body its Content-Length or last chunk ends. */
    const complete = () => {
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const head = raw.subarray(0, split).toString('latin1').toLowerCase();
      const length = /\r\ncontent-length: *(\d+)/.exec(head);
      if (length) return raw.length - split - 4 >= Number(length[1]);
      return /\r\ntransfer-encoding: *chunked/.test(head) && raw.subarray(split).includes('\r\n0\r\n\r\n');
    };
    socket.on('data', (d) => {
      answered = true;
      raw = Buffer.concat([raw, d]);
      if (complete()) finish();
    });
    socket.on('end', finish);
    socket.on('close', () => (raw.length ? finish() : settled || reject(new Error('closed without a reply'))));
    socket.on('error', (e) => (raw.length ? finish() : settled || reject(e)));
    socket.on('connect', async () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      if (!body) return;
      for (let i = 0; i < body.count && !answered && !socket.destroyed; i += 1) {
        const ok = socket.write(
          body.chunked ? Buffer.concat([Buffer.from(`${body.chunk.length.toString(16)}\r\n`), body.chunk, Buffer.from('\r\n')]) : body.chunk,
        );
        sent += body.chunk.length;
        if (!ok) await new Promise((r) => socket.once('drain', r));
      }
      if (body.chunked && !answered && !socket.destroyed) socket.write('0\r\n\r\n');
    });
  });
}
