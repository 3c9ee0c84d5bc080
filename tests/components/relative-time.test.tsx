import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { RelativeTime } from '@/components/relative-time';
import { formatRelative, relativeTime, SECONDS_PER_MONTH } from '@/lib/relative-time';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

function label(seconds: number): string {
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <RelativeTime date={ago(seconds)} now={NOW} />
    </I18nextProvider>,
  );
  const text = container.querySelector('time')?.textContent ?? '';
  unmount();
  return text;
}

describe('relative time labels of the engagement list', () => {
  it.each([
    [0, 'Agora'],
    [29, 'Agora'],
    [30, 'há 30 segundos'],
    [59, 'há 59 segundos'],
    [60, 'há 1 minuto'],
    [3599, 'há 59 minutos'],
    [3600, 'há 1 hora'],
    [86399, 'há 23 horas'],
    [86400, 'há 1 dia'],
    [604799, 'há 6 dias'],
    [604800, 'há 1 semana'],
    [SECONDS_PER_MONTH - 1, 'há 4 semanas'],
    [SECONDS_PER_MONTH, 'há 1 mês'],
    [3 * SECONDS_PER_MONTH, 'há 3 meses'],
  ])('%i s ago reads "%s"', (seconds, expected) => {
    expect(label(seconds)).toBe(expected);
  });

  it.each([
    ['seconds', 30, '30 seconds ago'],
    ['minutes', 1, '1 minute ago'],
    ['hours', 23, '23 hours ago'],
    ['days', 1, '1 day ago'],
    ['weeks', 4, '4 weeks ago'],
    ['months', 1, '1 month ago'],
    ['months', 3, '3 months ago'],
  ] as const)('in English, %s %i reads "%s"', (unit, count, expected) => {
    expect(formatRelative(unit, count, 'en')).toBe(expected);
  });

  it('uses 2,629,743 s as a month', () => {
    expect(relativeTime(ago(2629743), NOW)).toEqual({ unit: 'months', count: 1 });
    expect(relativeTime(ago(2629742), NOW)?.unit).toBe('weeks');
  });
});
