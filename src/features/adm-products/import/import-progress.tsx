import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '@/components/progress-meter';
import { formatCount } from '@/lib/format';
import type { JobCounts, RunStatus } from './import-job';

/** How far back the rate looks: the last minute of sending. */
const RATE_WINDOW_MS = 60_000;

interface Sample {
  at: number;
  processed: number;
}

/** Parts per minute over the last minute of a running job, from samples taken as rows finish; null before there is enough to tell. */
function useRate(processed: number, running: boolean): number | null {
  const samples = useRef<Sample[]>([]);
  const now = Date.now();
  const list = samples.current;
  if (!running) {
    samples.current = [];
    return null;
  }
  if (!list.length || list[list.length - 1].processed !== processed) list.push({ at: now, processed });
  while (list.length > 2 && now - list[0].at > RATE_WINDOW_MS) list.shift();
  const first = list[0];
  const last = list[list.length - 1];
  const minutes = (last.at - first.at) / 60_000;
  if (list.length < 2 || minutes <= 0) return null;
  return (last.processed - first.processed) / minutes;
}

interface Props {
  counts: JobCounts;
  status: RunStatus;
  inFlight: number;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** The bar (role progressbar, done of total), the rate and the time left, and the pause, resume and cancel buttons. */
export function ImportProgress({ counts, status, inFlight, onPause, onResume, onCancel }: Props) {
  const { t, i18n } = useTranslation('advertiser');
  const processed = counts.done + counts.failed;
  const total = counts.valid;
  const running = status === 'running';
  const rate = useRate(processed, running);
  const left = total - processed;
  const minutesLeft = rate && rate > 0 ? left / rate : null;
  const count = (n: number) => formatCount(n, i18n.language);
  const open = running || status === 'paused' || status === 'limit' || status === 'stopped' || status === 'idle';

  return (
    <section aria-labelledby="import-progress-title" className="mb-3">
      <h2 id="import-progress-title" className="h6">
        {t('import.progress')}
      </h2>
      <ProgressMeter
        now={processed}
        max={total}
        aria-label={t('import.progress')}
        valueText={t('import.progressText', { done: count(processed), total: count(total) })}
        barClassName={counts.failed ? 'bg-warning' : undefined}
        style={{ height: 20 }}
      />
      <p className="mt-2 mb-1" aria-live="polite">
        <strong>{t('import.progressText', { done: count(processed), total: count(total) })}</strong>
        {' · '}
        {t('import.progressDetail', { created: t('counts.created', { count: counts.done }), failed: t('counts.withErrors', { count: counts.failed }) })}
        {rate !== null ? (
          <>
            {' · '}
            {t('import.rate', { rate: count(Math.round(rate)) })}
          </>
        ) : null}
        {minutesLeft !== null && left > 0 ? (
          <>
            {' · '}
            {minutesLeft < 1 ? t('import.lessThanMinuteLeft') : t('import.timeLeft', { count: Math.ceil(minutesLeft) })}
          </>
        ) : null}
      </p>
      {status === 'paused' ? <p className="small text-body-secondary mb-1">{inFlight ? t('import.finishing') : t('import.paused')}</p> : null}
      {open ? (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {/* One button, Pausar while running and Continuar otherwise: the same element, so the focus stays on it. */}
          <Button variant={running ? 'outline-secondary' : 'primary'} onClick={running ? onPause : onResume}>
            {running ? t('import.pause') : t('import.resume')}
          </Button>
          <Button variant="outline-danger" onClick={onCancel}>
            {t('import.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
