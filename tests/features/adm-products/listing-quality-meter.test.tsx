import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import { ListingQualityMeter } from '@/features/adm-products/listing-quality-meter';
import { renderWithProviders } from '../../support/render';

describe('listing quality meter', () => {
  it('is a meter from 0 to 100 named "Qualidade do anúncio", with the score and the first tip as text', async () => {
    renderWithProviders(<ListingQualityMeter quality={{ score: 45, tips: ['addYears', 'addCode'] }} />);
    const meter = await screen.findByRole('meter', { name: 'Qualidade do anúncio' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '45');
    expect(meter).toHaveAttribute('aria-valuetext', '45 de 100');
    expect(screen.getByText('45/100')).toBeVisible();
    // One tip at a time: the first.
    const tip = screen.getByText('Dica: informe os anos compatíveis nos modelos ou na descrição (ex.: 2009 a 2012).');
    expect(meter).toHaveAccessibleDescription(tip.textContent!);
    expect(screen.queryByText(/código da peça/)).not.toBeInTheDocument();
    // The bar is as wide as the score.
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('45%');
  });

  it('says the listing is complete when no tip is left', async () => {
    renderWithProviders(<ListingQualityMeter quality={{ score: 100, tips: [] }} compact />);
    const meter = await screen.findByRole('meter', { name: 'Qualidade do anúncio' });
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Anúncio completo: fotos, descrição, código e compatibilidade preenchidos.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<ListingQualityMeter quality={{ score: 0, tips: ['addPhoto'] }} compact />);
      const meter = await screen.findByRole('meter', { name: 'Listing quality' });
      expect(meter).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByText('Tip: add a photo of the part.')).toBeInTheDocument();
    } finally {
      cleanup();
      await i18n.changeLanguage('pt');
    }
  });
});
