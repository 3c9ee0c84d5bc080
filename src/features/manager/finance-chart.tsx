import { useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBRL } from '@/lib/format';
import { formatBRLCompact, monthAbbr, monthName, ordersUrl } from './finance-format';
import type { MonthFigures } from './finance-summary';
import './finance-chart.css';
import { FinanceTable } from './finance-table';

/** The chart's drawing height; the box around it keeps it from the first paint (no layout shift). */
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 38, left: 64 };
/** Where the box has no measured width (tests), the chart is drawn at this width. */
const FALLBACK_WIDTH = 640;
/** Below this much room per month, every other month is labelled. */
const ROOM_FOR_EVERY_LABEL = 30;

/** A round step for about four gridlines: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(max: number): number {
  if (max <= 0) return 1;
  const raw = max / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const f = raw / pow;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * pow;
}

/**
 * The width of an element, read when it mounts (before the first paint) and followed as it changes;
 * where there is no layout to read (tests), FALLBACK_WIDTH.
 */
function useWidth(): [number, (el: HTMLElement | null) => (() => void) | undefined] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    setWidth(Math.floor(el.clientWidth) || FALLBACK_WIDTH);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry.contentRect.width);
      if (next > 0) setWidth(next);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

interface Props {
  months: MonthFigures[];
}

/**
 * Received and cancelled per month as grouped bars in plain SVG: received solid, cancelled
 * hatched (told apart without colour), a legend, a scale in reais. The SVG is one image whose
 * label sums it up; the figures of every month are in a table the user can show, each month
 * linking to its paid orders.
 */
export function FinanceChart({ months }: Props) {
  const { t, i18n } = useTranslation('manager');
  const language = i18n.language;
  const [width, measure] = useWidth();
  const [showTable, setShowTable] = useState(false);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatch = `finance-hatch-${uid}`;
  const tableId = `finance-table-${uid}`;

  // In cents, as the months were added.
  const totalReceived = months.reduce((s, m) => s + Math.round(m.received.amount * 100), 0) / 100;
  const totalCancelled = months.reduce((s, m) => s + Math.round(m.cancelled.amount * 100), 0) / 100;
  const best = months.reduce<MonthFigures | null>((b, m) => (m.received.amount > (b?.received.amount ?? 0) ? m : b), null);
  const first = monthName(months[0].month, language);
  const last = monthName(months[months.length - 1].month, language);
  const label = [
    t('finance.chartLabel', { first, last, received: formatBRL(totalReceived), cancelled: formatBRL(totalCancelled) }),
    best ? t('finance.chartBest', { month: monthName(best.month, language), amount: formatBRL(best.received.amount) }) : '',
    t('finance.chartTableHint'),
  ]
    .filter(Boolean)
    .join(' ');

  const max = Math.max(0, ...months.map((m) => Math.max(m.received.amount, m.cancelled.amount)));
  const step = niceStep(max);
  const top = max > 0 ? Math.ceil(max / step) * step : step * 4;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotW / months.length;
  const barW = Math.max(3, Math.min(18, (band - 8) / 2));
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const everyOther = band < ROOM_FOR_EVERY_LABEL;

  return (
    <div>
      <ul className="finance-legend list-unstyled d-flex flex-wrap gap-3 small mb-2">
        <li>
          <span className="finance-swatch finance-swatch-received" aria-hidden="true" />
          {t('finance.received')}
        </li>
        <li>
          <span className="finance-swatch finance-swatch-cancelled" aria-hidden="true" />
          {t('finance.cancelled')}
        </li>
      </ul>
      <div className="finance-chart" ref={measure}>
        {width > 0 ? (
          <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="d-block">
            <defs>
              <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" className="finance-hatch-ground" />
                <rect width="3" height="6" className="finance-hatch-line" />
              </pattern>
            </defs>
            {ticks.map((v) => (
              <g key={v}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(v)} y2={y(v)} className={v === 0 ? 'finance-axis' : 'finance-grid'} />
                <text x={MARGIN.left - 6} y={y(v)} dy="0.32em" textAnchor="end" className="finance-tick">
                  {formatBRLCompact(v, language)}
                </text>
              </g>
            ))}
            {months.map((m, i) => {
              const x = MARGIN.left + i * band + band / 2;
              const [year, monthNumber] = m.month.split('-');
              const labelled = !everyOther || (months.length - 1 - i) % 2 === 0;
              const withYear = i === 0 || monthNumber === '01';
              return (
                <g key={m.month}>
                  <title>
                    {t('finance.barTitle', {
                      month: monthName(m.month, language),
                      received: formatBRL(m.received.amount),
                      cancelled: formatBRL(m.cancelled.amount),
                    })}
                  </title>
                  <rect x={x - barW - 1} y={y(m.received.amount)} width={barW} height={y(0) - y(m.received.amount)} className="finance-bar-received" />
                  <rect
                    x={x + 1}
                    y={y(m.cancelled.amount)}
                    width={barW}
                    height={y(0) - y(m.cancelled.amount)}
                    fill={`url(#${hatch})`}
                    className="finance-bar-cancelled"
                  />
                  {labelled ? (
                    <text x={x} y={MARGIN.top + plotH + 16} textAnchor="middle" className="finance-tick">
                      {monthAbbr(m.month, language)}
                    </text>
                  ) : null}
                  {withYear && labelled ? (
                    <text x={x} y={MARGIN.top + plotH + 30} textAnchor="middle" className="finance-tick">
                      {year}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        ) : null}
      </div>
      <Button variant="link" size="sm" className="px-0" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        {showTable ? t('finance.hideTable') : t('finance.showTable')}
      </Button>
      <FinanceTable
        id={tableId}
        hidden={!showTable}
        caption={t('finance.tableCaption', { first, last })}
        headLabel={t('finance.month')}
        otherLabel={t('finance.cancelled')}
        otherNote={(count) => t('finance.cancelledOrders', { count })}
        rows={months.map((m) => ({
          key: m.month,
          head: <Link to={ordersUrl({ status: 'PAID', from: m.from, to: m.to })}>{monthName(m.month, language)}</Link>,
          received: m.received,
          other: m.cancelled,
        }))}
      />
    </div>
  );
}
