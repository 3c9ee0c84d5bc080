import { screen } from '@testing-library/react';
import { renderApp } from '../support/render';
import { setScreenWidth } from '../support/viewport';

describe('the top bar draws one search box', () => {
  it.each([
    [1280, 'in the bar'],
    [375, 'under the bar'],
  ])('at %i px, the one %s', async (width) => {
    setScreenWidth(width);
    renderApp('/about');
    const boxes = await screen.findAllByRole('combobox', { name: 'Buscar peças' });
    // A box hidden by CSS is still in jsdom's tree: one here means the other is not rendered at all.
    expect(boxes).toHaveLength(1);
    expect(boxes[0].id).toContain(width >= 992 ? 'search-desktop' : 'search-mobile');
  });
});
