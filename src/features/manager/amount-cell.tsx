import { formatBRL } from '@/lib/format';

/** A table cell of money: the amount on one line, what it counts (payments, orders) under it. */
export function AmountCell({ amount, note }: { amount: number; note: string }) {
  return (
    <td className="text-end">
      <span className="text-nowrap">{formatBRL(amount)}</span>
      <span className="d-block small text-body-secondary">{note}</span>
    </td>
  );
}
