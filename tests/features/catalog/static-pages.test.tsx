import { screen, within } from '@testing-library/react';
import { renderApp } from '../../support/render';

describe('static pages', () => {
  it('about: story, mission, what is offered and an invitation to get in touch', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quem somos' })).toBeInTheDocument();
    for (const h of ['Nossa história', 'Nossa missão', 'O que oferecemos', 'Fale com a gente'])
      expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    expect(screen.getByText(/O anunciante é responsável pela descrição e pela qualidade da peça/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Ir para a página de contato' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Quem somos | PeçaJá');
  });

  it('contact: the support e-mail and the Institucional heading', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fale conosco' })).toBeInTheDocument();
    expect(screen.getByText(/Dúvidas, sugestões ou reclamações/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suporte@pecaja.com.br' })).toHaveAttribute('href', 'mailto:suporte@pecaja.com.br');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Institucional' })).toBeInTheDocument();
  });

  it('faq: an accordion with the 5 topics; cancellation via Assinaturas > Extrato', async () => {
    const { user } = renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const buttons = within(main).getAllByRole('button', { name: /\?$/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Como anuncio minhas peças?',
      'Como compro uma peça?',
      'Como funciona a assinatura?',
      'Como cancelo minha assinatura?',
      'E se a peça não for como anunciada?',
    ]);
    await user.click(buttons[3]);
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getByText(/Assinaturas > Extrato/)).toBeInTheDocument();
  });
});
