import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { OrderFilterForm } from '@/features/manager/order-filters';
import { NO_FILTERS } from '@/features/manager/order-list';
import { i18n } from '@/app/i18n';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('payment orders: the filters', () => {
  it('an end day before the start day marks "Criada até" invalid and says why, described by the message', async () => {
    render(<OrderFilterForm filters={{ ...NO_FILTERS, from: '2026-03-10', to: '2026-03-01' }} counts={null} plans={['Basic']} onChange={() => undefined} />, {
      wrapper,
    });
    const to = await screen.findByLabelText('Criada até');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('A data final é anterior à inicial: nenhuma ordem neste período.');
    expect(screen.getByLabelText('Criada de')).not.toHaveAttribute('aria-invalid');
  });

  it('a good range has no message; the plan and due selects change their own filter', async () => {
    const onChange = vi.fn();
    render(
      <OrderFilterForm filters={{ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-10' }} counts={null} plans={['Basic', 'Premium']} onChange={onChange} />,
      {
        wrapper,
      },
    );
    expect(await screen.findByLabelText('Criada até')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/anterior à inicial/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Plano'), { target: { value: 'Premium' } });
    expect(onChange).toHaveBeenLastCalledWith({ plan: 'Premium' });
    fireEvent.change(screen.getByLabelText('Vencimento'), { target: { value: 'overdue' } });
    expect(onChange).toHaveBeenLastCalledWith({ due: 'overdue' });
  });
});
