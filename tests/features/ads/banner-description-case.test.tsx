import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@pecaja/simulated-api/db';
import { subscriberWithAdsPackage } from '../../support/ads';
import { renderApp } from '../../support/render';

const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'farol.png', { type: 'image/png' });

/** The subscriber demo account with an active banner package (fewer products than Premium). */
const subscriberWithPackage = () => subscriberWithAdsPackage({ subscription: 91021, order: 91022 });

describe('banner create form: the description is shown capitalised', () => {
  it('puts the first letter in capitals as it is typed, leaves the rest as typed, and sends it that way', async () => {
    const { product } = subscriberWithPackage();
    const { user, router } = renderApp('/adm/ads-create');
    const description = await screen.findByLabelText('Descrição');
    await user.type(description, 'f');
    expect(description).toHaveValue('F');
    await user.type(description, 'aróis de LED para o gol');
    // The first letter only: not 'Faróis De LED Para O Gol', and 'LED' stays as typed.
    expect(description).toHaveValue('Faróis de LED para o gol');
    expect(description).not.toHaveClass('text-capitalize');

    await waitFor(() => expect(within(screen.getByLabelText('Produto')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('Produto'), product.uuid);
    await user.upload(screen.getByLabelText('Imagens'), PNG());
    expect(await screen.findByRole('img', { name: 'Miniatura 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/ads-list'));
    expect(db().banners.some((b) => b.description === 'Faróis de LED para o gol')).toBe(true);
  });

  it('capitalises the first letter after leading spaces or digits, and keeps the caret where it was', async () => {
    subscriberWithPackage();
    const { user } = renderApp('/adm/ads-create');
    const description = (await screen.findByLabelText('Descrição')) as HTMLInputElement;
    await user.type(description, '2 faróis');
    expect(description).toHaveValue('2 Faróis');
    await user.clear(description);
    // Typing before the text: the new first letter is capitalised and the caret stays after it.
    await user.type(description, 'pastilhas');
    await user.type(description, 'novas ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(description).toHaveValue('Novas Pastilhas');
    expect(description.selectionStart).toBe('Novas '.length);
  });
});
