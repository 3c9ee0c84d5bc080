import type { StatementRow } from '@/api/subscriptions';
import { formatBRL } from '@/lib/format';

/** Maximum items shown when the row gives none. */
export const DEFAULT_MAX_ITEMS = 4;

/** The maximum items column: the server's number, 'unlimited', or 4 when nothing is given. */
export function maxItems(max: StatementRow['max']): number | 'unlimited' {
  if (max === null || max === undefined || max === '') return DEFAULT_MAX_ITEMS;
  if (typeof max === 'number') return max;
  const n = Number(max);
  if (Number.isFinite(n)) return n;
  return /unlimit|ilimit/i.test(max) ? 'unlimited' : DEFAULT_MAX_ITEMS;
}

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
