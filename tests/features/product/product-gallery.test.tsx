import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ProductGallery } from '@/features/product/product-gallery';
import { renderWithProviders } from '../../support/render';

/** A browser that reports largest paints: the test says which element was drawn as the largest. */
function largestPaints() {
  let report: ((list: { getEntries: () => { element: Element }[] }) => void) | undefined;
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return (element: Element) => act(() => report?.({ getEntries: () => [{ element }] }));
}

/** Whether the first page of the tab has been drawn: false is a product link opened cold. */
const firstPage = vi.hoisted(() => ({ settled: false }));
vi.mock('@/lib/first-page-settled', () => ({ useFirstPageSettled: () => firstPage.settled }));

describe('the product photos', () => {
  it("draw the first photo at once, in the gallery's place; once it is drawn as the largest paint the gallery with its buttons takes over", async () => {
    const painted = largestPaints();
    firstPage.settled = false;
    renderWithProviders(<ProductGallery images={['https://img.example/a.jpg', 'https://img.example/b.jpg']} name="Farol de milha" />);
    // Before the gallery's code has loaded: the first photo, at its fixed size, and the thumbnails' strip.
    const first = screen.getByTestId('gallery-first-photo');
    const photo = within(first).getByRole('img', { name: 'Foto 1 de Farol de milha' });
    expect(photo).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '450');
    expect(first.querySelectorAll('.image-gallery-thumbnail')).toHaveLength(2);

    // Its code waits for the photo's paint: another element's paint, or time, does not bring it.
    await painted(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByTestId('gallery-first-photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima foto' })).not.toBeInTheDocument();
    await painted(photo);
    // The gallery: its own buttons, and the stand-in gone.
    expect(await screen.findByRole('button', { name: 'Próxima foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver em tela cheia' })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-first-photo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Foto 1 de Farol de milha' })[0]).toHaveAttribute('src', 'https://img.example/a.jpg');
  });

  it('a part without photos shows the error picture, without thumbnails', async () => {
    largestPaints();
    firstPage.settled = false;
    const { container } = renderWithProviders(<ProductGallery images={[]} name="Farol" />);
    // The first photo's place shows the error picture, and no thumbnails' strip.
    expect(screen.getByRole('img', { name: 'Foto 1 de Farol' }).getAttribute('src')).toMatch(/\S/);
    expect(container.querySelector('.image-gallery-thumbnails-wrapper')).toBeNull();
  });

  it('on a page opened from another (the first page drawn), the gallery comes at once, without waiting for a paint', async () => {
    largestPaints();
    firstPage.settled = true;
    renderWithProviders(<ProductGallery images={['https://img.example/a.jpg', 'https://img.example/b.jpg']} name="Farol de milha" />);
    expect(await screen.findByRole('button', { name: 'Próxima foto' })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-first-photo')).not.toBeInTheDocument();
  });
});
