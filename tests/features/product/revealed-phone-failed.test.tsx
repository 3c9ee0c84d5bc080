import { screen, within } from '@testing-library/react';
import { aBuyer, anAdvertiser, anEngagement, aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

// The revealed phone's code (its format and buttons) cannot be fetched: no connection, or a newer
// version of the app replaced the file.
vi.mock('@/features/product/contact-actions', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

it('a revealed phone whose code cannot be loaded still shows the number, and says why the buttons are missing', async () => {
  const [buyer, owner] = [aBuyer(), anAdvertiser()];
  const part = aPart({ owner, part_name: 'Radiador Fiat Uno' });
  startTinyDb({ users: [buyer, owner], products: [part], engagements: [anEngagement({ part, buyer, status: 'CONTACTED' })] });
  loginAs(buyer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp(`/product/${part.url}`);
  const card = await screen.findByRole('region', { name: 'Anunciante' });
  // The number as the API gives it (nothing lost), no busy button left spinning, and a red toast.
  expect(await within(card).findByText(new RegExp(owner.phone.slice(-4)))).toBeInTheDocument();
  expect(await screen.findAllByText('Não foi possível abrir esta parte da página. Verifique sua conexão e tente de novo.')).toHaveLength(1);
  expect(within(card).queryByRole('button', { name: 'Tenho Interesse' })).not.toBeInTheDocument();
});
