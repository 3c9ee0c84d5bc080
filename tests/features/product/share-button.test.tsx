import { screen, within } from '@testing-library/react';
import { aPart, startTinyDb } from '@pecaja/simulated-api/builders';
import { ShareButton, whatsappShareLink } from '@/features/product/share-button';
import { renderApp, renderWithProviders } from '../../support/render';

const URL_ = 'https://pecaja.example/product/pastilha-de-freio-gol-2010-12';
const DESCRIPTION = 'Pastilha de freio Gol 2010 & Voyage';

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

describe('share on the product page', () => {
  afterEach(() => setShare(undefined));

  it("uses the browser's share sheet where there is one, with title, text and address", async () => {
    const share = vi.fn(() => Promise.resolve());
    setShare(share);
    const { user } = renderWithProviders(<ShareButton description={DESCRIPTION} url={URL_} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({ title: DESCRIPTION, text: DESCRIPTION, url: URL_ });
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
  });

  it('says nothing when the user closes the share sheet (AbortError)', async () => {
    setShare(vi.fn(() => Promise.reject(new DOMException('cancelado', 'AbortError'))));
    const { user } = renderWithProviders(<ShareButton description={DESCRIPTION} url={URL_} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the menu when the share sheet fails for another reason', async () => {
    setShare(vi.fn(() => Promise.reject(new DOMException('não permitido', 'NotAllowedError'))));
    const { user } = renderWithProviders(<ShareButton description={DESCRIPTION} url={URL_} />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it("without one: a menu with 'Copiar link' and WhatsApp, reached by keyboard; Escape closes it and focus returns", async () => {
    const { user } = renderWithProviders(<ShareButton description={DESCRIPTION} url={URL_} />);
    const trigger = screen.getByRole('button', { name: 'Compartilhar' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Copiar link' })).toHaveFocus();
    await user.tab();
    const whatsapp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    expect(whatsapp).toHaveFocus();
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${DESCRIPTION} ${URL_}`)}`);
    expect(whatsapp).toHaveAttribute('href', whatsappShareLink(DESCRIPTION, URL_));
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click elsewhere', async () => {
    const { user } = renderWithProviders(
      <>
        <p>Fora do menu</p>
        <ShareButton description={DESCRIPTION} url={URL_} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await user.click(screen.getByText('Fora do menu'));
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
  });

  it("copies the product's address and confirms it", async () => {
    const part = aPart();
    startTinyDb({ products: [part] });
    const { user } = renderApp(`/product/${part.url}`);
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/product/${part.url}`);
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Link copiado');
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toHaveFocus();
  });

  it('shows the address to copy by hand when the clipboard is refused', async () => {
    const { user } = renderWithProviders(<ShareButton description={DESCRIPTION} url={URL_} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('negado', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível copiar. Selecione o endereço abaixo e copie:');
    const address = screen.getByRole('textbox', { name: 'Endereço da peça' });
    expect(address).toHaveValue(URL_);
    expect(address).toHaveFocus();
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeInTheDocument();
  });
});
