import { act, render, screen } from '@testing-library/react';
import { pendingPicture, SettledProbe, withFakeTimersAndPictures } from '../support/first-page';

// No query is fetching: what the hook waits on here is the page's pictures (one test per file: see
// tests/support/first-page.tsx).
vi.mock('@tanstack/react-query', async (original) => ({ ...(await original<object>()), useIsFetching: () => 0 }));

describe('useFirstPageSettled', () => {
  withFakeTimersAndPictures();

  it('a picture that never arrives holds it 8 s from the page opening, no longer', async () => {
    pendingPicture(0);
    render(<SettledProbe />);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
