import type { CSSProperties } from 'react';

type Props = {
  /** Done so far; shown as at most `max`. */
  now: number;
  /** The whole; while it is 0 (not known yet) the bar is empty. */
  max: number;
  /** How a screen reader reads the value ('3 de 10'); without it, the bare number. */
  valueText?: string;
  /** The bar's colour class ('bg-warning'); Bootstrap's primary without it. */
  barClassName?: string;
  className?: string;
  style?: CSSProperties;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A Bootstrap progress bar marked up as Bootstrap 5.3 does: the track is the progressbar and
 * carries the name and the values, the coloured bar inside it is decoration.
 */
export function ProgressMeter({ now, max, valueText, barClassName = '', className = '', style, ...name }: Props) {
  const shown = Math.min(now, max);
  const percent = max > 0 ? Math.round((shown / max) * 100) : 0;
  return (
    <div
      className={`progress ${className}`.trim()}
      role="progressbar"
      {...name}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      style={style}
    >
      <div className={`progress-bar ${barClassName}`.trim()} style={{ width: `${percent}%` }} />
    </div>
  );
}
