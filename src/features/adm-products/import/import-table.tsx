import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '@/lib/format';
import type { JobRow } from './import-job';
import { failureText, lineErrorText } from './import-texts';
import { TableHead } from '@/components/table-head';
import './import-table.css';

const ROW_HEIGHT = 44;
/** Columns shown from 576 px up; on a phone their values go under the part's name, so the table fits the screen. */
const WIDE = 'd-none d-sm-table-cell';
const VIEW_HEIGHT = 440;

interface Props {
  rows: readonly JobRow[];
  /** The job is under way or over: rows show their sending state, not only valid / with errors. */
  sent: boolean;
  /** Changes whenever a row's state does (the rows are updated in place). */
  version: number;
}

function StatusCell({ row, sent }: { row: JobRow; sent: boolean }) {
  const { t } = useTranslation('advertiser');
  if (row.state === 'invalid') {
    return (
      <ul className="list-unstyled mb-0 text-danger small">
        {row.errors.map((e, i) => (
          <li key={i}>{lineErrorText(t, row.line, e)}</li>
        ))}
      </ul>
    );
  }
  let status;
  if (row.state === 'failed') status = <span className="text-danger small">{t('import.status.failed', { message: failureText(t, row.failure) })}</span>;
  else if (row.state === 'done') status = <span className="text-success small">{t('import.status.done')}</span>;
  else if (row.state === 'sending') status = <span className="small">{t('import.status.sending')}</span>;
  else status = <span className="small text-body-secondary">{t(sent ? 'import.status.pending' : 'import.status.valid')}</span>;
  if (!row.warnings?.length) return status;
  // A repeated code: the row can be sent, and the seller sees why it may be a duplicate.
  return (
    <>
      {status}
      <ul className="list-unstyled mb-0 text-warning-emphasis small">
        {row.warnings.map((w, i) => (
          <li key={i}>{lineErrorText(t, row.line, w)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The sheet's rows as a table that draws only what is in view (10,000 rows stay light): line, part
 * name, price, quantity, photos and status, with every problem of a row by its line number.
 */
export function ImportTable({ rows, sent, version }: Props) {
  const { t } = useTranslation('advertiser');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1024, height: VIEW_HEIGHT },
    // Sizes come from ResizeObserver, after the browser's own layout. The library's defaults also
    // read clientHeight and offsetHeight as the table and each row mount, which forces that layout
    // inside React's commit: a 200 ms task on a slow machine when the first rows of a big sheet arrive.
    observeElementRect: (instance, onRect) => {
      const view = instance.scrollElement;
      if (!view) return;
      const observer = new ResizeObserver(([entry]) => {
        const box = entry?.borderBoxSize?.[0];
        // Browsers without borderBoxSize (Safari before 15.4) give the content box.
        const size = box ? { width: box.inlineSize, height: box.blockSize } : entry?.contentRect;
        if (size) onRect({ width: Math.round(size.width), height: Math.round(size.height) });
      });
      observer.observe(view, { box: 'border-box' });
      return () => observer.disconnect();
    },
    measureElement: (row, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      if (entry) return Math.round(box ? box.blockSize : entry.contentRect.height);
      return instance.itemSizeCache.get(Number(row.getAttribute('data-index'))) ?? ROW_HEIGHT;
    },
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div
      ref={scrollRef}
      className="border rounded overflow-auto"
      style={{ maxHeight: VIEW_HEIGHT }}
      tabIndex={0}
      role="region"
      aria-label={t('import.table')}
      data-version={version}
    >
      <table className="table table-sm align-middle mb-0" aria-rowcount={rows.length + 1}>
        <TableHead
          className="sticky-top bg-body"
          rowIndex={1}
          columns={[
            { label: t('import.col.line'), numeric: true },
            { label: t('import.col.name') },
            { label: t('import.col.price'), numeric: true, className: WIDE },
            { label: t('import.col.quantity'), numeric: true, className: WIDE },
            { label: t('import.col.photos'), numeric: true, className: WIDE },
            { label: t('import.col.status') },
          ]}
        />
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr key={row.line} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} data-line={row.line}>
                <td className="text-end font-monospace">{row.line}</td>
                <td className="text-break import-name-cell">
                  {row.values.part_name}
                  <div className="d-sm-none small text-body-secondary">
                    {[
                      row.values.price > 0 ? formatBRL(row.values.price) : null,
                      row.values.quantity > 0 ? t('import.phone.quantity', { count: row.values.quantity }) : null,
                      t('import.phone.photos', { count: row.images.length }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </td>
                <td className={`text-end text-nowrap ${WIDE}`}>{row.values.price > 0 ? formatBRL(row.values.price) : ''}</td>
                <td className={`text-end ${WIDE}`}>{row.values.quantity > 0 ? row.values.quantity : ''}</td>
                <td className={`text-end ${WIDE}`}>{row.images.length}</td>
                <td className="import-status-cell">
                  <StatusCell row={row} sent={sent} />
                </td>
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
