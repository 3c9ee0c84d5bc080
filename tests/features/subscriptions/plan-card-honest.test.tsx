import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';
import { loginAs } from '../../support/session';

const cardOf = async (name: string) => within((await screen.findByRole('heading', { level: 2, name }, { timeout: 15000 })).closest('.card') as HTMLElement);

describe('plans say what each allows, in the words of the limit', () => {
  it("the 'Livre' card says 'Até 4 peças' (the limit applied is 4 parts), never images", async () => {
    renderApp('/subscription');
    const free = await cardOf('Livre');
    expect(free.getByText('Até 4 peças')).toBeInTheDocument();
    expect(screen.queryByText(/imagens/)).not.toBeInTheDocument();
  });

  it("the plan the subscriber holds is marked 'Seu plano' instead of offering 'Assinar'", async () => {
    loginAs('subscriber');
    renderApp('/subscription');
    const silver = await cardOf('Silver');
    expect(silver.getByText('Seu plano')).toBeInTheDocument();
    expect(silver.queryByRole('button', { name: /Assinar/ })).not.toBeInTheDocument();
    const bronze = await cardOf('Bronze');
    expect(bronze.getByRole('button', { name: 'Assinar o plano Bronze' })).toBeInTheDocument();
    expect(bronze.queryByText('Seu plano')).not.toBeInTheDocument();
  });
});
