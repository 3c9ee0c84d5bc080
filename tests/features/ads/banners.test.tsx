import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { addBanner, subscriberWithAdsPackage } from '../../support/ads';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

/** The subscriber demo account with an active banner package and one banner. */
function subscriberWithPackage() {
  const owner = subscriberWithAdsPackage({ subscription: 91001, order: 91002 });
  addBanner(owner, { id: 91003, description: 'pastilhas em promoção' });
  return owner;
}

describe('banner advertising', () => {
  it('lists banners with image, description, product name and due date; deleting needs a strict confirmation', async () => {
    const { product } = subscriberWithPackage();
    const { user } = renderApp('/adm/ads-list');
    const card = within((await screen.findByRole('link', { name: 'Pastilhas em promoção' })).closest('.card') as HTMLElement);
    expect(card.getByRole('link', { name: 'Editar o banner pastilhas em promoção' })).toBeInTheDocument();
    expect(card.getByText(`Produto: ${product.part_name}`)).toBeInTheDocument();
    expect(card.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir o banner pastilhas em promoção' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Banner removido com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'pastilhas em promoção' })).not.toBeInTheDocument());
    expect(db().banners.some((b) => b.id === 91003)).toBe(false);
  });

  it('create: description, product and images are required; Gravar sends the form and goes to the list', async () => {
    const { product } = subscriberWithPackage();
    const { user, router } = renderApp('/adm/ads-create');
    const submit = await screen.findByRole('button', { name: 'Gravar' });
    await user.click(submit);
    expect(await screen.findByText('Informe a descrição do banner.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o produto anunciado.')).toBeInTheDocument();
    expect(screen.getByText('Envie ao menos uma imagem.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Descrição'), 'faróis novos');
    await waitFor(() => expect(within(screen.getByLabelText('Produto')).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(screen.getByLabelText('Produto')).getAllByRole('option')[0]).toHaveTextContent('Selecione um produto');
    await user.selectOptions(screen.getByLabelText('Produto'), product.uuid);
    await user.click(screen.getByLabelText('Exibir a descrição no banner'));
    await user.upload(
      screen.getByLabelText('Imagens'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'farol.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Miniatura 1' })).toHaveAttribute('width', '100');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/ads-list'));
    // The create form puts the description's first letter in capitals as it is typed.
    const created = db().banners.find((b) => b.description === 'Faróis novos')!;
    expect(created).toMatchObject({ productUuid: product.uuid, show_description: false });
    expect(created.images).toHaveLength(1);
  });

  it('a server failure shows the save message with the server text in a red toast', async () => {
    server.use(http.post('/api/ads-update', () => HttpResponse.json({ success: false, response: ['Imagem grande demais'] }, { status: 400 })));
    subscriberWithPackage();
    const { user } = renderApp('/adm/ads-update', { state: { id: 91003 } });
    const description = await screen.findByLabelText('Descrição');
    await waitFor(() => expect(description).toHaveValue('pastilhas em promoção'));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByTestId('toast-danger')).toHaveTextContent('Não foi possível gravar os dados de publicidade neste momento (Imagem grande demais)');
  });

  it('update: prefilled, images optional', async () => {
    subscriberWithPackage();
    const { user, router } = renderApp('/adm/ads-update', { state: { id: 91003 } });
    const description = await screen.findByLabelText('Descrição');
    await waitFor(() => expect(description).toHaveValue('pastilhas em promoção'));
    expect(screen.getByLabelText('Exibir a descrição no banner')).toBeChecked();
    await user.clear(description);
    await user.type(description, 'pastilhas com desconto');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/ads-list'));
    expect(db().banners.find((b) => b.id === 91003)!.description).toBe('pastilhas com desconto');
  });

  it('ads plans: priced in days; subscribing goes to /ads/payment with the id', async () => {
    loginAs('subscriber');
    const { user, router } = renderApp('/ads/subscribe');
    expect(await screen.findByRole('heading', { name: '15 dias' })).toBeInTheDocument();
    expect(screen.getByText('R$ 69,90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contratar 7 dias' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/payment'));
    expect(router.state.location.state).toEqual({ id: 101 });
    // The plans page shows the same words on its card and stays on screen until the payment
    // page's code has loaded (the router's address changes first): wait for the payment page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento da publicidade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contratar 7 dias' })).not.toBeInTheDocument();
    expect(await screen.findByText('Banner na página inicial por 7 dias')).toBeInTheDocument();
  });
});
