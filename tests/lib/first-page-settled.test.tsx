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

  it('waits for the pictures on screen (a list card, the largest paint) and not for those below it', async () => {
    const card = pendingPicture(100);
    pendingPicture(window.innerHeight + 50);
    render(<Probe />);
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
