import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '@/features/product/product-gallery';
import { renderWithProviders } from '../../support/render';

describe('the product photos', () => {
  it("draw the first photo at once, in the gallery's place, then the gallery with its buttons takes over", async () => {
    renderWithProviders(<ProductGallery images={['https://img.example/a.jpg', 'https://img.example/b.jpg']} name="Farol de milha" />);
    // Before the gallery's code has loaded: the first photo, at its fixed size, and the thumbnails' strip.
    const first = screen.getByTestId('gallery-first-photo');
    const photo = within(first).getByRole('img', { name: 'Foto 1 de Farol de milha' });
    expect(photo).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '450');
    expect(first.querySelectorAll('.image-gallery-thumbnail')).toHaveLength(2);

    // The gallery: its own buttons, and the stand-in gone.
    expect(await screen.findByRole('button', { name: 'Próxima foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver em tela cheia' })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-first-photo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Foto 1 de Farol de milha' })[0]).toHaveAttribute('src', 'https://img.example/a.jpg');
  });

  it('a part without photos shows the error picture, without thumbnails', () => {
    const { container } = renderWithProviders(<ProductGallery images={[]} name="Farol" />);
    // The gallery's code is loaded by now (the test above): the gallery draws it at once.
    expect(screen.getByRole('img', { name: 'Foto 1 de Farol' }).getAttribute('src')).toMatch(/\S/);
    expect(container.querySelector('.image-gallery-thumbnails-wrapper')).toBeNull();
  });
});
