import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@pecaja/simulated-api/node';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** The payer's form: a server message about a field shows under that field until the field changes. */
describe('payment form: server messages under their field', () => {
  async function submitValid() {
    loginAs('buyer');
    const view = renderApp('/payment', { state: { id: 2, frequency: 'monthly' } });
    await view.user.type(await screen.findByLabelText('CPF ou CNPJ'), '12345678909');
    await view.user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await view.user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    return view;
  }

  it('an identification refused by the server is marked on that field and goes once it is edited', async () => {
    server.use(http.post('/api/payment-request', () => HttpResponse.json({ success: false, response: 'PAYMENT_INVALID_IDENTIFICATION' }, { status: 400 })));
    const { user } = await submitValid();
    const id = screen.getByLabelText('CPF ou CNPJ');
    const text = 'Informe um CPF ou CNPJ válido (identificação): somente números, com os dígitos verificadores corretos.';
    await waitFor(() => expect(id).toHaveClass('is-invalid'));
    expect(id).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(screen.getByLabelText('E-mail')).not.toHaveClass('is-invalid');
    // Still a valid CPF after the edit: the server's message goes and no other takes its place.
    await user.type(id, '{Backspace}9');
    expect(id).toHaveValue('123.456.789-09');
    await waitFor(() => expect(id).not.toHaveClass('is-invalid'));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('a message about the phone is marked on the read-only phone and stays until the next submit', async () => {
    server.use(http.post('/api/payment-request', () => HttpResponse.json({ success: false, response: 'Telefone não confirmado' }, { status: 400 })));
    const { user } = await submitValid();
    const phone = screen.getByLabelText('Telefone');
    await waitFor(() => expect(phone).toHaveClass('is-invalid'));
    expect(phone).toHaveAccessibleDescription('Telefone não confirmado');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(phone).toHaveClass('is-invalid');
    expect(screen.queryByTestId('toast-danger')).not.toBeInTheDocument();
  });
});
