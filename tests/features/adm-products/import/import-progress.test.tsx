import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobCounts } from '@/features/adm-products/import/import-job';
import { ImportProgress } from '@/features/adm-products/import/import-progress';
import { i18n } from '@/app/i18n';

const counts = (done: number, valid: number): JobCounts => ({ total: valid, valid, invalid: 0, done, failed: 0, pending: valid - done, sending: 0 });
const noop = () => undefined;

/** Ten parts a minute: 10 done, then 20 done a minute later. */
function progressAt(valid: number) {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const { rerender, unmount } = render(
    <ImportProgress counts={counts(10, valid)} status="running" inFlight={0} onPause={noop} onResume={noop} onCancel={noop} />,
    {
      wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    },
  );
  clock.mockReturnValue(1_060_000);
  rerender(<ImportProgress counts={counts(20, valid)} status="running" inFlight={0} onPause={noop} onResume={noop} onCancel={noop} />);
  const text = screen.getByText(/peças\/min/).textContent;
  unmount();
  return text;
}

describe('import progress: the time left', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the minutes left at the rate of the last minute', () => {
    expect(progressAt(90)).toContain('10 peças/min · cerca de 7 minutos restantes');
  });

  it('one minute left is singular', () => {
    expect(progressAt(30)).toContain('cerca de 1 minuto restante');
    expect(progressAt(30)).not.toContain('restantes');
  });

  it('under a minute is not "about less than"', () => {
    expect(progressAt(21)).toContain('· menos de 1 minuto restante');
    expect(progressAt(21)).not.toContain('cerca de menos');
  });
});

describe('import progress: the bar and the pause button', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  it('names the bar and gives done of total as its values', () => {
    render(<ImportProgress counts={counts(25, 100)} status="running" inFlight={0} onPause={noop} onResume={noop} onCancel={noop} />, { wrapper });
    const bar = screen.getByRole('progressbar', { name: 'Progresso da importação' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.querySelector('.progress-bar')).toHaveStyle({ width: '25%' });
  });

  it('Pausar turns into Continuar on the same button, so the keyboard focus stays on it', () => {
    const onPause = vi.fn();
    const { rerender } = render(<ImportProgress counts={counts(10, 100)} status="running" inFlight={0} onPause={onPause} onResume={noop} onCancel={noop} />, {
      wrapper,
    });
    const pause = screen.getByRole('button', { name: 'Pausar' });
    pause.focus();
    pause.click();
    expect(onPause).toHaveBeenCalledTimes(1);
    rerender(<ImportProgress counts={counts(10, 100)} status="paused" inFlight={0} onPause={onPause} onResume={noop} onCancel={noop} />);
    const resume = screen.getByRole('button', { name: 'Continuar importação' });
    expect(resume).toBe(pause);
    expect(resume).toHaveFocus();
  });
});
