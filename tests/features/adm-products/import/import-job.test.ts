import { i18n } from '@/app/i18n';
import { reportCsv } from '@/features/adm-products/import/import-files';
import {
  findCreatedParts,
  ImportRunner,
  jobRowsOf,
  type FailureKind,
  type JobRow,
  type ListedPart,
  type RowFailure,
  type RunnerDeps,
} from '@/features/adm-products/import/import-job';
import { parseCsv, parseRecords } from '@/features/adm-products/import/import-parse';
import { jobStore } from '@/features/adm-products/import/import-store';
import { reportMessage } from '@/features/adm-products/import/import-texts';

const HEADER = 'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images';

/** A job of `valid` good rows (named Peça 1..n, price n) and one invalid row at the end. */
function makeRows(valid: number): JobRow[] {
  const lines = Array.from({ length: valid }, (_, i) => `Peça ${i + 1};C${i + 1};Bosch;VW;Gol;Desc;${i + 1},00;1;1;1;a.jpg`);
  const { rows } = parseRecords(parseCsv([HEADER, ...lines, 'Sem preço;;Bosch;VW;Gol;Desc;;1;1;1;a.jpg'].join('\n')), [{ name: 'a.jpg', ok: true }]);
  return jobRowsOf(rows);
}

class Refused extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly failure: RowFailure,
  ) {
    super(failure.code);
  }
}

/** A fake server: each send waits until the test lets it go; created parts are listed like GET /products-adm/list. */
function fakeServer() {
  const waiting: Array<{ row: JobRow; create: () => number; resolve: () => void; reject: (e: unknown) => void }> = [];
  const listed: Array<ListedPart & { code: string }> = [{ id: 1, part_name: 'Peça 1', price: 1, quantity: 1, code: 'C1' }];
  const sent: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let nextId = 100;
  const send = (row: JobRow) =>
    new Promise<number>((resolve, reject) => {
      sent.push(row.line);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const create = () => {
        const id = nextId++;
        listed.push({ id, part_name: row.values.part_name, price: row.values.price, quantity: row.values.quantity, code: row.values.code });
        return id;
      };
      waiting.push({
        row,
        create,
        resolve: () => {
          inFlight--;
          resolve(create());
        },
        reject: (e) => {
          inFlight--;
          reject(e);
        },
      });
    });
  return {
    send,
    waiting,
    listed,
    sent,
    get maxInFlight() {
      return maxInFlight;
    },
    /** Answers the oldest waiting request. */
    async answer(outcome: 'ok' | unknown = 'ok') {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      const next = waiting.shift()!;
      if (outcome === 'ok') next.resolve();
      else next.reject(outcome);
      await flush();
    },
    source: {
      list: async () => listed,
      codeOf: async (id: number) => listed.find((p) => p.id === id)?.code ?? '',
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function depsOf(server: ReturnType<typeof fakeServer>, store: ReturnType<typeof jobStore>, rows: JobRow[], knownIds = new Set([1])): RunnerDeps {
  return {
    send: server.send,
    findCreated: (unsure) =>
      findCreatedParts(unsure, server.source, knownIds, new Set(rows.flatMap((r) => (r.state === 'done' && r.productId ? [r.productId] : [])))),
    persist: (changed) => store.saveRows(changed),
    classify: (e) => (e instanceof Refused ? { kind: e.kind, failure: e.failure } : { kind: 'refused', failure: { code: '', descriptions: [] } }),
    onChange: () => undefined,
  };
}

describe('import queue', () => {
  it('sends only valid rows, never more than 3 at a time, and keeps each failure with its message', async () => {
    const rows = makeRows(8);
    const server = fakeServer();
    const store = jobStore('queue-a');
    await store.create({ version: 1, fileName: 'x.csv', createdAt: '', knownIds: [1], cancelled: false }, rows, new Map());
    const runner = new ImportRunner(rows, depsOf(server, store, rows));
    const run = runner.run();
    await vi.waitFor(() => expect(server.waiting).toHaveLength(3));
    await flush();
    expect(server.waiting).toHaveLength(3);
    await server.answer(new Refused('refused', { code: 'VALIDATION_ERROR', descriptions: ['PRODUCT_DESCRIPTION_REQUIRED'] }));
    for (let i = 0; i < 7; i++) await server.answer();
    await run;
    expect(server.maxInFlight).toBe(3);
    expect(runner.status).toBe('finished');
    expect(server.sent).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const failed = rows.find((r) => r.state === 'failed')!;
    expect(failed.line).toBe(2);
    expect(reportMessage(i18n.getFixedT('pt', 'advertiser'), failed, false)).toBe('A descrição é obrigatória.');
    expect(rows.filter((r) => r.state === 'done')).toHaveLength(7);
    expect(rows.at(-1)!.state).toBe('invalid');
    // What is stored is what the page shows after a reload.
    expect((await store.load())!.rows.map((r) => r.state)).toEqual(rows.map((r) => r.state));
  });

  it('pauses (the requests under way finish, no other starts), resumes and cancels', async () => {
    const rows = makeRows(10);
    const server = fakeServer();
    const store = jobStore('queue-b');
    await store.create({ version: 1, fileName: 'x.csv', createdAt: '', knownIds: [1], cancelled: false }, rows, new Map());
    const runner = new ImportRunner(rows, depsOf(server, store, rows));
    const run = runner.run();
    await vi.waitFor(() => expect(server.waiting).toHaveLength(3));
    runner.pause();
    expect(runner.status).toBe('paused');
    await server.answer();
    await server.answer();
    await server.answer();
    await flush();
    expect(server.sent).toHaveLength(3);
    expect(server.waiting).toHaveLength(0);
    runner.resume();
    await vi.waitFor(() => expect(server.waiting).toHaveLength(3));
    expect(server.sent).toHaveLength(6);
    runner.cancel();
    await server.answer();
    await server.answer();
    await server.answer();
    await run;
    expect(runner.status).toBe('cancelled');
    expect(server.sent).toHaveLength(6);
    expect(rows.filter((r) => r.state === 'done')).toHaveLength(6);
    expect(rows.filter((r) => r.state === 'pending')).toHaveLength(4);
  });

  it('stops at a full plan with the row still pending, and goes on from there', async () => {
    const rows = makeRows(5);
    const server = fakeServer();
    const store = jobStore('queue-c');
    const runner = new ImportRunner(rows, { ...depsOf(server, store, rows), limit: 1 });
    const run = runner.run();
    await server.answer();
    await server.answer(new Refused('limit', { code: 'PLAN_LIMIT_REACHED', descriptions: ['PLAN_LIMIT_PARTS'] }));
    await run;
    expect(runner.status).toBe('limit');
    expect(rows.slice(0, 5).map((r) => r.state)).toEqual(['done', 'pending', 'pending', 'pending', 'pending']);
    const again = runner.run();
    for (let i = 0; i < 4; i++) await server.answer();
    await again;
    expect(runner.status).toBe('finished');
    expect(server.sent).toEqual([2, 3, 3, 4, 5, 6]);
  });

  it('never sends a row twice after a reload that left rows "sending"', async () => {
    const rows = makeRows(6);
    const server = fakeServer();
    const store = jobStore('queue-d');
    await store.create({ version: 1, fileName: 'x.csv', createdAt: '', knownIds: [1], cancelled: false }, rows, new Map());
    const first = new ImportRunner(rows, depsOf(server, store, rows));
    void first.run();
    await vi.waitFor(() => expect(server.waiting).toHaveLength(3));
    await server.answer(); // line 2 done and stored
    await vi.waitFor(() => expect(server.waiting).toHaveLength(3));
    // Lines 3 and 4 reach the server (created there) but their replies never come back; line 5
    // never reaches it. Then the page reloads: the first runner is gone with its page.
    const lost = server.waiting.splice(0);
    lost[0].create();
    lost[1].create();
    const before = server.sent.length;
    expect(before).toBe(4);

    const stored = (await store.load())!;
    expect(stored.rows.filter((r) => r.state === 'sending').map((r) => r.line)).toEqual([3, 4, 5]);
    // 'Peça 1' with id 1 existed before the job (knownIds), so it is no row's part.
    const resumed = new ImportRunner(stored.rows, depsOf(server, store, stored.rows));
    const run = resumed.run();
    await vi.waitFor(() => expect(server.waiting.length).toBeGreaterThan(0));
    while (server.waiting.length || resumed.active) {
      if (server.waiting.length) await server.answer();
      else await flush();
    }
    await run;
    expect(resumed.status).toBe('finished');
    // Line 5 and the rest were sent again; lines 3 and 4 were found and not sent a second time.
    expect(server.sent.slice(before)).toEqual([5, 6, 7]);
    const created = server.listed.filter((p) => p.id >= 100).map((p) => p.part_name);
    expect(created.sort()).toEqual(['Peça 1', 'Peça 2', 'Peça 3', 'Peça 4', 'Peça 5', 'Peça 6']);
    expect(new Set(created).size).toBe(created.length);
    expect(stored.rows.filter((r) => r.state === 'done')).toHaveLength(6);
  });

  it('leaves a row whose request got no reply "sending" and stops, so the next run looks it up', async () => {
    const rows = makeRows(2);
    const server = fakeServer();
    const store = jobStore('queue-e');
    const runner = new ImportRunner(rows, { ...depsOf(server, store, rows), limit: 1 });
    const run = runner.run();
    await server.answer(new Refused('uncertain', { code: 'TIMEOUT', descriptions: [] }));
    await run;
    expect(runner.status).toBe('stopped');
    expect(rows[0].state).toBe('sending');
  });
});

describe('matching a row that may exist', () => {
  const row = (line: number, name: string, price: number, code = ''): JobRow =>
    ({ line, index: line, state: 'sending', images: [], errors: [], values: { part_name: name, code, price, quantity: 1 } }) as unknown as JobRow;

  it('takes only a part created after the job started, unclaimed, with the same name, price, quantity and code', async () => {
    const listed = [
      { id: 1, part_name: 'Filtro', price: 10, quantity: 1, code: 'A' }, // existed before
      { id: 5, part_name: 'Filtro', price: 10, quantity: 1, code: 'A' }, // claimed by a done row
      { id: 6, part_name: 'Filtro', price: 10, quantity: 1, code: 'B' }, // other code
      { id: 7, part_name: 'Filtro', price: 10, quantity: 2, code: 'A' }, // other quantity
      { id: 8, part_name: 'Filtro', price: 10, quantity: 1, code: 'A' },
    ];
    const source = { list: async () => listed, codeOf: async (id: number) => listed.find((p) => p.id === id)!.code };
    const found = await findCreatedParts([row(2, 'Filtro', 10, 'A'), row(3, 'Filtro', 10, 'A')], source, new Set([1]), new Set([5]));
    expect([...found]).toEqual([[2, 8]]);
  });
});

describe('import report', () => {
  it('lists every row with its line, part name, result and message (; separated, quoted as needed)', () => {
    const t = i18n.getFixedT('pt', 'advertiser');
    const rows = makeRows(3);
    rows[0].state = 'done';
    rows[1].state = 'failed';
    rows[1].failure = { code: 'PLAN_LIMIT_REACHED', descriptions: ['PLAN_LIMIT_IMAGES'] };
    const csv = reportCsv(rows, {
      header: ['linha', 'part_name', 'resultado', 'mensagem'],
      result: { created: 'criada', error: 'erro', skipped: 'ignorada' },
      message: (r) => reportMessage(t, r, false),
    });
    expect(csv.split('\r\n')).toEqual([
      'linha;part_name;resultado;mensagem',
      '2;Peça 1;criada;',
      '3;Peça 2;erro;O seu plano não permite mais imagens por peça. Faça um upgrade para enviar mais.',
      '4;Peça 3;ignorada;não enviada',
      '5;Sem preço;ignorada;preço obrigatório',
    ]);
  });

  it('writes a part name or message with a formula behind a space or an invisible character as text', () => {
    const rows = makeRows(2);
    rows[0].values.part_name = '\u00a0=HYPERLINK("http://x")';
    rows[1].values.part_name = '\u200b@SUM(A1)';
    const csv = reportCsv(rows.slice(0, 2), {
      header: ['linha', 'part_name', 'resultado', 'mensagem'],
      result: { created: 'criada', error: 'erro', skipped: 'ignorada' },
      message: () => ' =1+1',
    });
    expect(csv.split('\r\n').slice(1)).toEqual([`2;"'\u00a0=HYPERLINK(""http://x"")";ignorada;' =1+1`, "3;'\u200b@SUM(A1);ignorada;' =1+1"]);
  });
});
