import type { PaymentOrder, ReportRow } from '@/features/manager/api/manager';
import { i18n } from '@/app/i18n';
import { ordersCsv, reportCsv } from '@/features/manager/report-csv';

/** Names a server may send that a spreadsheet would run, behind blanks it skips. */
const HOSTILE = [' =HYPERLINK("http://x","ok")', '\u00a0=1+1', '\u200b@SUM(A1)', '\ufeff+5511', '\u2060-2+3', '\t=1'];

/** Every cell of a CSV line (';' separated, RFC 4180 quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  const re = /("(?:[^"]|"")*"|[^;]*)(;|$)/g;
  for (let m = re.exec(line); m && m[0] !== ''; m = re.exec(line)) {
    const raw = m[1];
    out.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (m[2] === '') break;
  }
  return out;
}

beforeAll(async () => {
  await i18n.loadNamespaces('manager');
});

describe('the manager CSV exports neutralise formulas behind blanks', () => {
  const t = i18n.getFixedT('pt', 'manager');

  it('the payment orders export: a user name with a formula behind a space or an invisible character is written as text', () => {
    const orders: PaymentOrder[] = HOSTILE.map((user, i) => ({
      id: i + 100,
      payment_order_id: i + 1,
      status: 'WAITING',
      user,
      amount: 10,
      description: 'Basic',
      payment_method: 'bank_slip',
      bi_status: null,
      createdAt: '2026-11-01T12:00:00-03:00',
      expires: '2026-11-06T12:00:00-03:00',
    }));
    const lines = ordersCsv(orders, t).split('\r\n').slice(1);
    expect(lines.map((l) => cells(l)[1])).toEqual(HOSTILE.map((name) => `'${name}`));
  });

  it('the subscriptions report export: the same for a subscriber name', () => {
    const rows: ReportRow[] = HOSTILE.map((name) => ({
      name,
      plan: 'Basic',
      status: 'ACTIVATED',
      createdAt: '2026-11-01T12:00:00-03:00',
      dueDate: '2026-12-01',
    }));
    const lines = reportCsv(rows, t).split('\r\n').slice(1);
    expect(lines.map((l) => cells(l)[0])).toEqual(HOSTILE.map((name) => `'${name}`));
  });
});
