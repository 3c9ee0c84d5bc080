import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useMediaQuery } from '@/lib/use-media-query';
import './responsive-table.css';

/** Below Bootstrap's sm breakpoint (576 px) a table does not fit: its rows become cards. */
const PHONE_SCREEN = '(max-width: 575px)';

export interface ResponsiveColumn<T> {
  /** Unique within the table. */
  key: string;
  /** The column header in the table; the field's label on a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row: a row header (<th scope="row">) in the table. */
  rowHeader?: boolean;
  /** Buttons: on a card they come last and take the full width; their label is for screen readers only. */
  actions?: boolean;
  /** Nothing to show for this row: the card leaves the field out (the table keeps an empty cell). */
  isEmpty?: (row: T) => boolean;
  /** Extra classes of the table cell. */
  cellClassName?: string;
}

type DataAttributes = Record<`data-${string}`, string | undefined>;

interface ResponsiveTableProps<T> {
  /** The table's caption (read, not shown) and the card list's name. */
  caption: string;
  columns: readonly ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** data-* attributes of a row (its <tr> or its card). */
  rowData?: (row: T) => DataAttributes;
  /** 'danger' highlights a row: table-danger in the table, a red card on a phone. */
  rowTone?: (row: T) => 'danger' | undefined;
  /**
   * What a click anywhere on the row does, or null when the row is not clickable. A mouse
   * shortcut only: the row must also hold a button that does the same for keyboard users.
   */
  rowClick?: (row: T) => (() => void) | null;
  /** 'table' keeps the table on any screen (a printout). */
  layout?: 'auto' | 'table';
  /** The table sits in its own card (pages that have no card around it). */
  framed?: boolean;
  className?: string;
}

/**
 * One list shown two ways: a real table with column and row headers from 576 px, and below that
 * a list of cards where each value is preceded by its column name (a description list), so
 * nothing scrolls sideways on a phone and screen readers keep every label.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const phone = useMediaQuery(PHONE_SCREEN);
  return phone && props.layout !== 'table' ? <CardList {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ caption, columns, rows, rowKey, rowData, rowTone, rowClick, framed, className = '' }: ResponsiveTableProps<T>) {
  return (
    // A focusable, named region: keyboard users can scroll a table wider than a narrow window.
    <div className={`table-responsive rt-table ${framed ? 'card shadow-sm' : ''} ${className}`} tabIndex={0} role="region" aria-label={caption}>
      <Table hover className="mb-0 align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const click = rowClick?.(row) ?? null;
            return (
              <tr
                key={rowKey(row)}
                {...rowData?.(row)}
                className={`${rowTone?.(row) === 'danger' ? 'table-danger' : ''} ${click ? 'rt-clickable' : ''}`}
                onClick={click ?? undefined}
              >
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={c.cellClassName}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.cellClassName}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

function CardList<T>({ caption, columns, rows, rowKey, rowData, rowTone, rowClick, className = '' }: ResponsiveTableProps<T>) {
  return (
    <ul className={`rt-cards ${className}`} aria-label={caption}>
      {rows.map((row) => {
        const click = rowClick?.(row) ?? null;
        const danger = rowTone?.(row) === 'danger';
        return (
          <li
            key={rowKey(row)}
            {...rowData?.(row)}
            className={`card shadow-sm rt-card ${danger ? 'rt-card-danger' : ''} ${click ? 'rt-clickable' : ''}`}
            onClick={click ?? undefined}
          >
            <dl className="rt-fields">
              {columns
                .filter((c) => !c.isEmpty?.(row))
                .map((c) => (
                  <div key={c.key} className={c.actions ? 'rt-field rt-field-actions' : c.rowHeader ? 'rt-field rt-field-title' : 'rt-field'}>
                    <dt className={c.actions ? 'visually-hidden' : undefined}>{c.header}</dt>
                    <dd>{c.cell(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
