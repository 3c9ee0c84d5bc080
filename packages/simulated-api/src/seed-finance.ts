import type { DbState, Frequency, PaymentOrder, Subscription, User } from './types';
import { FIRST_NAMES, LAST_NAMES } from './seed-vocabulary';
import { mulberry32 } from './random';
import { cpfWithCheckDigits } from './app-rules';

/** How many payment orders the demo holds in all (the manager list must stay usable at this size). */
export const FINANCE_ORDER_TARGET = 5000;

const DAY = 86400000;
/** The history ends here; fixed so the demo data is the same on every machine. */
const HISTORY_END = Date.UTC(2026, 10, 1, 12, 0, 0);

/**
 * Adds former and current customers with their billing history (paid and cancelled orders, each
 * with its subscription) until the database holds FINANCE_ORDER_TARGET payment orders. None of them
 * is WAITING, so the manager dashboard's waiting/expiring/expired counts keep meaning the demo's
 * own open orders.
 */
export function addFinanceHistory(state: DbState): void {
  const rnd = mulberry32(5000);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const id = () => ++state.seq;
  const iso = (ms: number) => new Date(ms).toISOString();
  const phones = new Set(state.users.map((u) => u.phone));
  const paidPlans = state.plans.filter((p) => !p.free);
  let customer = 0;

  while (state.paymentOrders.length < FINANCE_ORDER_TARGET) {
    customer += 1;
    let phone = `119${String(80000000 + customer * 7).padStart(8, '0')}`;
    while (phones.has(phone)) phone = `119${String(int(80000000, 89999999))}`;
    phones.add(phone);
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const user: User = {
      id: id(),
      name,
      phone,
      email: `cliente${customer}@exemplo.com.br`,
      password: 'historico1',
      role: 'subscriber',
      image: '',
      profile: {
        trade_name: `${name.split(' ')[1] ?? name} Autopeças`,
        business: '',
        document: cpfWithCheckDigits(String(int(10000000000, 99999999999)).slice(0, 9)),
        zipcode: '',
        address: '',
        number: '',
        neighborhood: '',
        city: '',
        state: '',
      },
      createdAt: iso(HISTORY_END - int(400, 1200) * DAY),
      oldPasswords: [],
    };
    state.users.push(user);

    const plan = pick(paidPlans);
    const r = rnd();
    const frequency: Frequency = r < 0.8 ? 'monthly' : r < 0.95 ? 'semiannual' : 'annual';
    const months = frequency === 'annual' ? 12 : frequency === 'semiannual' ? 6 : 1;
    const amount = plan[frequency];
    const discount = plan[`${frequency}_discount`];
    const count = Math.min(
      frequency === 'monthly' ? int(8, 20) : frequency === 'semiannual' ? int(2, 5) : int(1, 3),
      FINANCE_ORDER_TARGET - state.paymentOrders.length,
    );
    // The newest order of a customer is either still running (ACTIVATED) or long over.
    let created = HISTORY_END - (rnd() < 0.5 ? int(1, months * 30 - 1) : int(months * 30 + 1, months * 30 + 400)) * DAY;
    for (let k = 0; k < count; k++) {
      const latest = k === 0;
      const running = latest && created + months * 30 * DAY > HISTORY_END;
      const unpaid = !running && rnd() < 0.12;
      const orderId = id();
      const sub: Subscription = {
        id: id(),
        userId: user.id,
        kind: 'plan',
        planId: plan.id,
        frequency,
        status: running ? 'ACTIVATED' : 'CANCELLED',
        createdAt: iso(created),
        expires: iso(created + months * 30 * DAY),
        payment_method: 'bank_slip',
        amount,
        discount,
        email: user.email,
        identification: user.profile.document,
        bi_status: unpaid ? (rnd() < 0.5 ? 4 : null) : 3,
        payment_order_id: orderId,
        ...(unpaid ? { cancelReason: 'Boleto não pago no prazo' } : {}),
      };
      const order: PaymentOrder = {
        id: orderId,
        subscriptionId: sub.id,
        userId: user.id,
        status: unpaid ? 'CANCELLED' : 'PAID',
        amount,
        description: plan.name,
        payment_method: 'bank_slip',
        expires: iso(created + 5 * DAY),
        createdAt: iso(created),
        bankSlip:
          sub.bi_status === null
            ? null
            : {
                due_date: iso(created + 3 * DAY).slice(0, 10),
                // 10-digit references, so they never clash with the 8-digit ones of the base seed.
                our_number: `70${String(orderId).padStart(8, '0')}`,
                barcode:
                  `34191${String(orderId).padStart(12, '0')}${String(int(1e9, 9e9))}${String(int(1e9, 9e9))}`.slice(0, 37) +
                  String(Math.round(amount * 100)).padStart(10, '0'),
                amount,
                fileName: 'boleto.pdf',
                url: '/demo/boleto-exemplo.pdf',
                state: sub.bi_status === 3 ? 'paid' : 'cancelled',
              },
        ...(unpaid ? { cancelReason: 'Boleto não pago no prazo' } : {}),
      };
      state.subscriptions.push(sub);
      state.paymentOrders.push(order);
      created -= months * 30 * DAY + int(0, 3) * DAY;
    }
  }
}
