import { act, render, screen } from '@testing-library/react';
import { pendingPicture, SettledProbe, withFakeTimersAndPictures } from '../support/first-page';

// No query is fetching: what the hook waits on here is the page's pictures (one test per file: see
// tests/support/first-page.tsx).
vi.mock('@tanstack/react-query', async (original) => ({ ...(await original<object>()), useIsFetching: () => 0 }));

describe('useFirstPageSettled', () => {
  withFakeTimersAndPictures();

  it('waits for the pictures on screen (a list card, the largest paint) and not for those below it', async () => {
    const card = pendingPicture(100);
    pendingPicture(window.innerHeight + 50);
    render(<SettledProbe />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    Object.defineProperty(card, 'complete', { configurable: true, get: () => true });
    act(() => {
      card.dispatchEvent(new Event('load'));
    });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
