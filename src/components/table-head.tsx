import type { ReactNode } from 'react';

export interface HeadColumn {
  label: ReactNode;
  /** Numbers (prices, counts, line numbers) stand right-aligned, under a right-aligned header. */
  numeric?: boolean;
  /** Classes of the header cell (a column hidden on phones: 'd-none d-sm-table-cell'). */
  className?: string;
}

/** A table's header row: one column header per column. */
export function TableHead({ columns, className, rowIndex }: { columns: HeadColumn[]; className?: string; rowIndex?: number }) {
  return (
    <thead className={className}>
      <tr aria-rowindex={rowIndex}>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={[c.numeric ? 'text-end' : '', c.className ?? ''].join(' ').trim() || undefined}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
