import { screen, waitFor, within } from '@testing-library/react';
import { addBanner, subscriberWithAdsPackage } from '../../support/ads';
import { renderApp } from '../../support/render';

const BANNER_ID = 91013;
const TYPED = 'promoção de pastilhas em SP';

/** The subscriber with an active banner package and one banner whose description was typed in lower case. */
function subscriberWithBanner() {
  addBanner(subscriberWithAdsPackage({ subscription: 91011, order: 91012 }), { id: BANNER_ID, description: TYPED });
}

describe('banner list and edit keep their place', () => {
  it('a banner title shows its first letter in capitals only, not every word', async () => {
    subscriberWithBanner();
    renderApp('/adm/ads-list');
    const title = await screen.findByRole('heading', { name: 'Promoção de pastilhas em SP', level: 2 });
    expect(title).not.toHaveClass('text-capitalize');
    expect(title.querySelector('.text-capitalize')).toBeNull();
  });

  it('the edit links carry the banner id in the URL', async () => {
    subscriberWithBanner();
    renderApp('/adm/ads-list');
    const title = await screen.findByRole('heading', { name: 'Promoção de pastilhas em SP', level: 2 });
    const card = title.closest('.card') as HTMLElement;
    expect(within(title).getByRole('link')).toHaveAttribute('href', `/adm/ads-update?id=${BANNER_ID}`);
    expect(within(card).getByRole('link', { name: `Editar o banner ${TYPED}` })).toHaveAttribute('href', `/adm/ads-update?id=${BANNER_ID}`);
  });

  it('the edit URL alone (a reload, a bookmark) opens the banner', async () => {
    subscriberWithBanner();
    const { router } = renderApp(`/adm/ads-update?id=${BANNER_ID}`);
    const description = await screen.findByLabelText('Descrição');
    await waitFor(() => expect(description).toHaveValue(TYPED));
    expect(router.state.location.pathname).toBe('/adm/ads-update');
  });

  it('an id passed only in navigation state still opens the banner, and is written into the URL', async () => {
    subscriberWithBanner();
    const { router } = renderApp('/adm/ads-update', { state: { id: BANNER_ID } });
    await waitFor(() => expect(screen.getByLabelText('Descrição')).toHaveValue(TYPED));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${BANNER_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the description field shows what was typed, as typed', async () => {
    subscriberWithBanner();
    renderApp(`/adm/ads-update?id=${BANNER_ID}`);
    const description = await screen.findByLabelText('Descrição');
    await waitFor(() => expect(description).toHaveValue(TYPED));
    expect(description).not.toHaveClass('text-capitalize');
  });
});
