import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@/app/i18n';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

/** Runs a test body in English, then puts Portuguese back whatever happens. */
async function inEnglish(body: () => Promise<void>) {
  await i18n.changeLanguage('en');
  try {
    await body();
  } finally {
    cleanup();
    await i18n.changeLanguage('pt');
  }
}

/** A link's name: its text, then the new-tab hint said to screen readers. */
const newTab = (text: string, hint: string) => new RegExp(`^${text}\\s*\\(${hint}\\)$`);

const expectHeadings = (names: string[]) => {
  for (const name of names) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
};

describe('terms of use (/termos-de-uso)', () => {
  it('in Portuguese: what the marketplace is, the account, buyers, advertisers, plans, and a link to the privacy policy', async () => {
    renderApp('/termos-de-uso');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' }, SLOW)).toBeInTheDocument();
    expectHeadings(['O que é o PeçaJá', 'Sua conta', 'Para quem compra', 'Para quem anuncia', 'Planos, pagamentos e cancelamento', 'O que não é permitido']);
    expect(screen.getByText(/não vende, não compra e não intermedeia peças/)).toBeInTheDocument();
    expect(screen.getByText(/Para criar uma conta é preciso ter 18 anos ou mais/)).toBeInTheDocument();
    // The plan-limit rule the app applies: listed parts stay, new ones wait for room.
    expect(screen.getByText(/as peças acima do novo limite continuam publicadas/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Ler a Política de privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
    expect(main.getByRole('link', { name: 'Excluir minha conta' })).toHaveAttribute('href', '/account/delete-account');
    expect(document.title).toBe('Termos de uso | PeçaJá');
  });

  it('in English', async () => {
    await inEnglish(async () => {
      renderApp('/termos-de-uso');
      expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' }, SLOW)).toBeInTheDocument();
      expectHeadings(['What PeçaJá is', 'Your account', 'For buyers', 'For advertisers', 'Plans, payments and cancellation', 'What is not allowed']);
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Read the Privacy policy' })).toHaveAttribute('href', '/politica-de-privacidade');
    });
  });
});

describe('privacy policy (/politica-de-privacidade)', () => {
  it('in Portuguese: what is collected and why, sharing with the advertiser, retention, rights, deletion and the DPO', async () => {
    renderApp('/politica-de-privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' }, SLOW)).toBeInTheDocument();
    expectHeadings([
      'Quais dados coletamos e por quê',
      'Cookies e dados guardados no seu navegador',
      'Com quem compartilhamos',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'Como excluir a sua conta',
      'Encarregado de dados',
    ]);
    expect(screen.getByText(/LGPD, Lei nº 13\.709\/2018/)).toBeInTheDocument();
    // What the app collects: signup, the advertiser's profile, the paid plan's document, interest.
    expect(screen.getByText(/^Cadastro: nome completo, telefone celular, e-mail e senha/)).toBeInTheDocument();
    expect(screen.getByText(/CPF ou CNPJ, e-mail, CEP, endereço/)).toBeInTheDocument();
    expect(screen.getByText(/O plano Livre não pede nenhum desses dados/)).toBeInTheDocument();
    expect(screen.getByText(/Favoritos, Minha garagem .* ficam apenas no seu navegador/)).toBeInTheDocument();
    // A buyer's contact goes to the advertiser when the buyer asks for the phone.
    expect(screen.getByText(/Com o anunciante, quando você pede para ver o telefone dele/)).toBeInTheDocument();
    expect(screen.getByText(/5 anos depois do pagamento/)).toBeInTheDocument();
    expect(screen.getByText(/pedir a portabilidade dos seus dados/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Excluir minha conta' })).toHaveAttribute('href', '/account/delete-account');
    expect(main.getByRole('link', { name: 'privacidade@pecaja.com.br' })).toHaveAttribute('href', 'mailto:privacidade@pecaja.com.br');
    expect(document.title).toBe('Política de privacidade | PeçaJá');
  });

  it('in English', async () => {
    await inEnglish(async () => {
      renderApp('/politica-de-privacidade');
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, SLOW)).toBeInTheDocument();
      expectHeadings([
        'What data we collect and why',
        'Whom we share data with',
        'How long we keep data',
        'Your rights',
        'How to delete your account',
        'Data protection officer',
      ]);
      expect(screen.getByText(/With the advertiser, when you ask to see their phone number/)).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/account/delete-account');
      expect(main.getByRole('link', { name: 'privacidade@pecaja.com.br' })).toHaveAttribute('href', 'mailto:privacidade@pecaja.com.br');
    });
  });
});

describe('links to the terms and the privacy policy', () => {
  it("the footer's Institucional column links both pages", async () => {
    renderApp('/about');
    const column = await screen.findByRole('navigation', { name: 'Institucional' }, SLOW);
    expect(within(column).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos-de-uso');
    expect(within(column).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
  });

  it("signup's terms label links both pages in a new tab, so the form keeps what was typed", async () => {
    const { user, router } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Nome completo', {}, SLOW), 'Paula Mendes');
    const box = screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ });
    const label = box.closest('.form-check') as HTMLElement;
    const terms = within(label).getByRole('link', { name: newTab('termos de uso', 'abre em nova aba') });
    const privacy = within(label).getByRole('link', { name: newTab('política de privacidade', 'abre em nova aba') });
    expect(terms).toHaveAttribute('href', '/termos-de-uso');
    expect(privacy).toHaveAttribute('href', '/politica-de-privacidade');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The box is still ticked by its label's text, not by the links.
    await user.click(screen.getByText(/Li e aceito os/));
    expect(box).toBeChecked();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Paula Mendes');
  });

  it('the interest dialog says that sending agrees to both, with links in a new tab', async () => {
    loginAs('buyer');
    const s = db();
    const buyer = s.users.find((u) => u.phone === DEMO.buyer.phone)!;
    const owner = s.users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const asked = new Set(s.engagements.filter((e) => e.buyerId === buyer.id).map((e) => e.productId));
    const product = s.products.find((p) => p.ownerId === owner.id && p.quantity > 0 && !asked.has(p.id))!;
    const { user } = renderApp(`/product/${product.url}`);
    await user.click(await screen.findByRole('button', { name: 'Tenho Interesse' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tenho interesse nesta peça' }));
    expect(dialog.getByText(/Ao pressionar "Ver telefone", você concorda com os/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: newTab('Termos de uso', 'abre em nova aba') })).toHaveAttribute('href', '/termos-de-uso');
    expect(dialog.getByRole('link', { name: newTab('Política de privacidade', 'abre em nova aba') })).toHaveAttribute('target', '_blank');
  });

  it('in English, the signup label and the footer', async () => {
    await inEnglish(async () => {
      renderApp('/signup');
      const box = await screen.findByRole('checkbox', { name: /I have read and accept the terms of use/ }, SLOW);
      expect(within(box.closest('.form-check') as HTMLElement).getByRole('link', { name: newTab('privacy policy', 'opens in a new tab') })).toHaveAttribute(
        'href',
        '/politica-de-privacidade',
      );
      cleanup();
      renderApp('/faq');
      const column = await screen.findByRole('navigation', { name: 'Institutional' }, SLOW);
      expect(within(column).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/politica-de-privacidade');
    });
  });
});
