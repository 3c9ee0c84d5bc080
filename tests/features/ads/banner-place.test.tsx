import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { DEMO } from '@/mocks/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const BANNER_ID = 91013;
const TYPED = 'promoção de pastilhas em SP';

/** The subscriber with an active banner package and one banner whose description was typed in lower case. */
function subscriberWithBanner() {
  const s = db();
  const user = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
  s.subscriptions.push({
    id: 91011,
    userId: user.id,
    kind: 'ads',
    planId: 101,
    frequency: 'days',
    status: 'ACTIVATED',
    createdAt: new Date().toISOString(),
    expires: new Date(Date.now() + 7 * 86400000).toISOString(),
    payment_method: 'bank_slip',
    amount: 39.9,
    discount: 0,
    email: user.email,
    identification: '12345678909',
    bi_status: 3,
    payment_order_id: 91012,
  });
  const product = s.products.find((p) => p.ownerId === user.id)!;
  s.banners.push({
    id: BANNER_ID,
    ownerId: user.id,
    productUuid: product.uuid,
    description: TYPED,
    show_description: true,
    images: ['/demo/banners/banner-1.svg'],
    due_date: new Date(Date.now() + 7 * 86400000).toISOString(),
    createdAt: new Date().toISOString(),
  });
  loginAs('subscriber');
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
