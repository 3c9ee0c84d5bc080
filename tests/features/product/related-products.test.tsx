import { act, screen, waitFor, within } from '@testing-library/react';
import type { Card } from '@/api/catalog';
import { RelatedProducts } from '@/features/product/related-products';
import { renderWithProviders } from '../../support/render';

/** An IntersectionObserver the test drives: `enter()` reports every observed element as visible. */
class DrivenObserver {
  static all: DrivenObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    DrivenObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static enter() {
    for (const o of DrivenObserver.all) {
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
    }
  }
}

const cards = [1, 2, 3].map((n) => ({ uuid: `u-${n}`, url: `peca-relacionada-${n}`, description: `Peça relacionada ${n}` })) as unknown as Card[];

describe('related products', () => {
  const initial = globalThis.IntersectionObserver;
  beforeEach(() => {
    DrivenObserver.all = [];
    globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = initial;
  });

  it('shows the heading at once and mounts the carousel only when the section nears the screen', async () => {
    renderWithProviders(<RelatedProducts cards={cards} />);
    const section = screen.getByRole('region', { name: 'Produtos relacionados' });
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(section.querySelector('.related-placeholder')).not.toBeNull();

    act(() => DrivenObserver.enter());
    // The carousel (a lazily loaded module) takes the placeholder's place. jsdom has no layout,
    // so the library lays out no slides here; the browser suite sees the cards.
    await waitFor(() => expect(section.querySelector('.react-multi-carousel-list')).not.toBeNull());
    expect(section.querySelector('.related-placeholder')).toBeNull();
  });

  it('renders nothing without related parts', () => {
    renderWithProviders(<RelatedProducts cards={[]} />);
    expect(screen.queryByRole('region', { name: 'Produtos relacionados' })).not.toBeInTheDocument();
  });
});
