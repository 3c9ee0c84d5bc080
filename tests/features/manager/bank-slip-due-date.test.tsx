import { fireEvent, screen } from '@testing-library/react';
import { BankSlipDialog } from '@/features/manager/bank-slip-dialog';
import type { PaymentOrder } from '@/features/manager/api/manager';
import { latestDueDate, todayIso } from '@/lib/validation';
import { server } from '@pecaja/simulated-api/node';
import { renderWithProviders } from '../../support/render';

const ORDER = {
  payment_order_id: 4321,
  id: 99,
  status: 'WAITING',
  user: 'Ana Ribeiro',
  amount: 49.9,
  description: 'Basic',
  bi_status: null,
} as unknown as PaymentOrder;
const pdf = () => new File(['%PDF-1.4\n% boleto\n'], 'boleto.pdf', { type: 'application/pdf' });
const day = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));

describe('bank slip dialog: due date', () => {
  it('refuses a due date in the past, says why, sends nothing and keeps what was typed', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={() => undefined} />);
    const due = await screen.findByLabelText('Data de vencimento');
    expect(due).toHaveAttribute('min', day(0));
    fireEvent.change(due, { target: { value: day(-1) } });
    await user.type(screen.getByLabelText('Nosso número'), '12345678901');
    await user.type(screen.getByLabelText('Código de barras'), '23790504004199000000000000000000100000000000000');
    await user.upload(screen.getByLabelText('Arquivo do boleto (PDF)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('A data de vencimento não pode estar no passado.')).toBeInTheDocument();
    expect(due).toHaveClass('is-invalid');
    expect(due).toHaveFocus();
    expect(screen.getByLabelText('Nosso número')).toHaveValue('12345678901');
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it.each(['9999-12-31', 'in 400 days'])('refuses a due date more than a year ahead (%s), says until when, and sends nothing', async (when) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const { user } = renderWithProviders(<BankSlipDialog order={ORDER} show onHide={() => undefined} />);
    const due = await screen.findByLabelText('Data de vencimento');
    expect(due).toHaveAttribute('max', latestDueDate(day(0)));
    const value = when === '9999-12-31' ? when : day(400);
    fireEvent.change(due, { target: { value } });
    await user.type(screen.getByLabelText('Nosso número'), '12345678901');
    await user.type(screen.getByLabelText('Código de barras'), '23790504004199000000000000000000100000000000000');
    await user.upload(screen.getByLabelText('Arquivo do boleto (PDF)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    const [y, m, d] = latestDueDate(day(0)).split('-');
    expect(await screen.findByText(`A data de vencimento deve ser até ${d}/${m}/${y}, no máximo um ano a partir de hoje.`)).toBeInTheDocument();
    expect(due).toHaveValue(value);
    expect(due).toHaveFocus();
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('the bank fields carry their maximum length', async () => {
    renderWithProviders(<BankSlipDialog order={ORDER} show onHide={() => undefined} />);
    expect(await screen.findByLabelText('Nosso número')).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('Código de barras')).toHaveAttribute('maxLength', '60');
  });
});
