import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { TableHead } from '@/components/table-head';
import { formatBRL } from '@/lib/format';
import type { Total } from './finance-summary';

/** A table cell of money: the amount on one line, what it counts (payments, orders) under it. */
function AmountCell({ amount, note }: { amount: number; note: string }) {
  return (
    <td className="text-end">
      <span className="text-nowrap">{formatBRL(amount)}</span>
      <span className="d-block small text-body-secondary">{note}</span>
    </td>
  );
}

export interface FinanceRow {
  key: string;
  /** What the row counts: a month or a plan, as a link to its orders. */
  head: ReactNode;
  received: Total;
  /** The second sum: cancelled or open orders. */
  other: Total;
}

interface Props {
  caption: string;
  /** The titles of the first column and of the second sum. */
  headLabel: string;
  otherLabel: string;
  /** The words for the second sum's count ('3 ordens canceladas'). */
  otherNote: (count: number) => string;
  rows: readonly FinanceRow[];
  captionClassName?: string;
  /** The wrapper's id and whether it is hidden: the chart's table, shown on demand. */
  id?: string;
  hidden?: boolean;
}

/** A finance table: a row a month or a plan, with the payments received and one more sum, each with its count. */
export function FinanceTable({ caption, headLabel, otherLabel, otherNote, rows, captionClassName = 'caption-top small', id, hidden }: Props) {
  const { t } = useTranslation('manager');
  return (
    <div id={id} hidden={hidden} className="table-responsive">
      <Table size="sm" className="mb-0 align-middle">
        <caption className={captionClassName}>{caption}</caption>
        <TableHead columns={[{ label: headLabel }, { label: t('finance.received'), numeric: true }, { label: otherLabel, numeric: true }]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal">
                {row.head}
              </th>
              <AmountCell amount={row.received.amount} note={t('finance.payments', { count: row.received.count })} />
              <AmountCell amount={row.other.amount} note={otherNote(row.other.count)} />
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
