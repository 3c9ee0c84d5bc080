import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { formatRelative, relativeTime } from '@/lib/relative-time';

/**
 * 'Agora', 'há 5 minutos', ... with the full date as a tooltip and machine-readable time. A date
 * with no honest relative label (unreadable, or in the future) shows as the date itself.
 */
export function RelativeTime({ date, now }: { date: string; now?: number }) {
  const { t, i18n } = useTranslation('common');
  const relative = relativeTime(date, now);
  if (!relative) return <time dateTime={date}>{formatDate(date)}</time>;
  const label = relative.unit === 'now' ? t('time.now') : formatRelative(relative.unit, relative.count, i18n.language);
  return (
    <time dateTime={date} title={formatDate(date)}>
      {label}
    </time>
  );
}
