import { act, render, screen } from '@testing-library/react';
import { useFirstPageSettled } from '@/lib/first-page-settled';

// (One test per file: the hook's answer stays true for the tab once given.)
// No query is fetching: what the hook waits on here is the page's pictures. (Mocking the package
// also gives this file a module graph of its own, so the hook's "settled for the tab" starts false.)
vi.mock('@tanstack/react-query', async (original) => ({ ...(await original<object>()), useIsFetching: () => 0 }));

function Probe() {
  return <p>{useFirstPageSettled() ? 'settled' : 'waiting'}</p>;
}

/** A picture on screen whose bytes have not arrived. */
function pendingPicture(top: number): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { configurable: true, get: () => false });
  img.getBoundingClientRect = () => ({ top, left: 0, right: 100, bottom: top + 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(img);
  return img;
}

describe('useFirstPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('img').forEach((img) => img.remove());
  });

  it('a picture that never arrives holds it 8 s from the page opening, no longer', async () => {
    pendingPicture(0);
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
