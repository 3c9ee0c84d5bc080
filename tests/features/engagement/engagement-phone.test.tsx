import { screen, within } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
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
    loginAs('subscriber');
    const { user } = renderApp('/adm/engagement');
    const list = await screen.findByRole('list', { name: 'Pedidos de interesse nas suas peças' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const s = db();
    const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const mine = new Set(s.products.filter((p) => p.ownerId === owner.id).map((p) => p.id));
    const contacted = s.engagements.find((x) => mine.has(x.productId) && x.status === 'CONTACTED')!;
    const sold = s.engagements.find((x) => mine.has(x.productId) && x.status === 'SOLD')!;

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
