import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';

/** 'Agora', 'há 5 minutos', ... with the full date as a tooltip and machine-readable time. */
export function RelativeTime({ date, now }: { date: string; now?: number }) {
  const { t } = useTranslation('common');
  const { unit, count } = relativeTime(date, now);
  const label = unit === 'now' ? t('time.now') : t(`time.${unit}`, { count });
  return (
    <time dateTime={date} title={formatDate(date)}>
      {label}
    </time>
  );
}
