import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_IMAGE, RemoteImage } from '@/components/remote-image';

describe('RemoteImage, the image with the error-image fallback', () => {
  it('shows the error image when there is no source, in the same fixed, lazy box', () => {
    render(<RemoteImage src={null} width={64} height={48} className="rounded border" alt="Foto do produto" />);
    const img = screen.getByRole('img', { name: 'Foto do produto' });
    expect(img.getAttribute('src')).toBe(ERROR_IMAGE);
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('rounded', 'border');
  });

  it('swaps a broken source for the error image once, and does not loop if that one fails too', () => {
    render(<RemoteImage src="/uploads/quebrada.jpg" width={100} height={100} alt="Miniatura" />);
    const img = screen.getByRole('img', { name: 'Miniatura' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/uploads/quebrada.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(ERROR_IMAGE);
    img.setAttribute('src', '/outra.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/outra.jpg');
  });
});
