import { useFirstPageSettled } from '@/lib/first-page-settled';

/**
 * For the tests of useFirstPageSettled: its answer stays true for the tab once given, so each test
 * is a file of its own (each mocks a package, which gives it a module graph of its own).
 */

/** Shows the hook's answer. */
export function SettledProbe() {
  return <p>{useFirstPageSettled() ? 'settled' : 'waiting'}</p>;
}

/** A picture at `top` px whose bytes have not arrived; removed after the test (withFakeTimersAndPictures). */
export function pendingPicture(top: number): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { configurable: true, get: () => false });
  img.getBoundingClientRect = () => ({ top, left: 0, right: 100, bottom: top + 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(img);
  return img;
}

function removePictures() {
  document.querySelectorAll('img').forEach((img) => img.remove());
}

/** Fake timers in each test, and the test's pictures removed after it. */
export function withFakeTimersAndPictures() {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    removePictures();
  });
}
