import { screen, within } from '@testing-library/react';
import { aBuyer, anAdvertiser, anEngagement, aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';
import { setScreenWidth } from '../../support/viewport';

const initialMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = initialMatchMedia;
});

describe('interest list on a phone (below 576 px)', () => {
  it('shows a labelled card per request; CONTACTED is highlighted; answerable cards open the answer dialog', async () => {
    setScreenWidth(375);
    const [shop, buyer] = [anAdvertiser(), aBuyer()];
    const part = aPart({ owner: shop });
    const contacted = anEngagement({ part, buyer, status: 'CONTACTED' });
    const sold = anEngagement({ part, buyer, status: 'SOLD' });
    startTinyDb({ users: [shop, buyer], products: [part], engagements: [anEngagement({ part, buyer }), contacted, sold] });
    loginAs(shop);
    const { user } = renderApp('/adm/engagement');
    const list = await screen.findByRole('list', { name: 'Pedidos de interesse nas suas peças' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    for (const card of within(list).getAllByRole('listitem')) {
      expect(
        within(card)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toEqual(['Interessado', 'Contato', 'Peça', 'Data', 'Status']);
    }
    const contactedCard = screen.getByTestId(`engagement-row-${contacted.id}`);
    expect(contactedCard.tagName).toBe('LI');
    expect(contactedCard).toHaveClass('rt-card-danger');
    expect(within(contactedCard).getByText('Dados enviados')).toBeInTheDocument();
    expect(within(screen.getByTestId(`engagement-row-${sold.id}`)).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(contactedCard).getByRole('button', { name: /^Responder ao pedido de / }));
    expect(await screen.findByRole('dialog', { name: 'Responder ao interessado' })).toBeInTheDocument();
  });
});
