import type { StatementRow } from '@/features/subscriptions/api/subscriptions';
import { formatBRL } from '@/lib/format';

// The maximum items rule is the plan usage's too (lib/plan-usage): one reading of the statement's `max`.
export { DEFAULT_MAX_ITEMS, maxItems } from '@/features/subscriptions/shared/plan-usage-rules';

/** The discount column only shows when it is not R$ 0,00. */
export function showDiscount(discount: number | string | null | undefined): boolean {
  return formatBRL(discount ?? 0) !== formatBRL(0);
}

type BankSlipAction = 'send' | 'cancel' | 'extra';

interface BankSlipLayout {
  kind: 'single' | 'group' | 'none';
  actions: BankSlipAction[];
  /** Style of the send button: danger while the status value is 0. */
  sendVariant: 'danger' | 'secondary';
}

/**
 * Bank-slip buttons by bi_status (meanings in docs/api.md, StatementRow):
 * null, 4 or 5 -> one button; below 3 -> a group (2 adds a further button); 3 -> none.
 */
export function bankSlipLayout(biStatus: number | null | undefined): BankSlipLayout {
  const sendVariant = biStatus === 0 ? 'danger' : 'secondary';
  if (biStatus === null || biStatus === undefined || biStatus === 4 || biStatus === 5) return { kind: 'single', actions: ['cancel'], sendVariant };
  if (biStatus === 3) return { kind: 'none', actions: [], sendVariant };
  if (biStatus < 3) return { kind: 'group', actions: biStatus === 2 ? ['send', 'cancel', 'extra'] : ['send', 'cancel'], sendVariant };
  return { kind: 'none', actions: [], sendVariant };
}

/** The bank slip may be downloaded only once one is registered. */
export function canDownloadBankSlip(biStatus: number | null | undefined): boolean {
  return biStatus !== null && biStatus !== undefined;
}

/**
 * Whether a statement row has anything in its actions column: the bank-slip buttons of a waiting
 * row (unless its slip is paid), or the menu of an active plan (advertising packages have none).
 */
export function hasRowActions(kind: 'plan' | 'ads', row: Pick<StatementRow, 'status' | 'bi_status'>): boolean {
  if (row.status === 'WAITING') return bankSlipLayout(row.bi_status).kind !== 'none';
  return row.status === 'ACTIVATED' && kind === 'plan';
}
