import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, i18n, NAMESPACES } from '@/app/i18n';
import { forgetCreates } from '@/components/feedback/use-create-once';
import { toast } from '@/components/toast/toast-store';
import { safeStorage } from '@/lib/safe-storage';
import { resetDb } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { session } from '@/stores/session';
import { testBuildsItsDb } from './support/own-db';
import { fixedMediaList } from './support/viewport';

// The one wait of findBy and waitFor for every test: lazy route modules and chunks, and the
// catalogue handlers searching 10,000 parts, take longer on a busy CI machine than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

// The platform's AbortSignal.timeout (the API client's request timeout) runs on the engine's own
// timer, which Vitest's fake clock does not move. Here it runs on the global setTimeout, so a test
// on a fake clock sees a request time out after the wait a user has, like every other timer.
AbortSignal.timeout = (ms: number) => {
  const controller = new AbortController();
  const timer: { unref?: () => void } = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  timer.unref?.();
  return controller.signal;
};

// jsdom gaps that Bootstrap components and the app rely on, set again for every file: files that
// mock no module share one window per worker, and a file may have set a screen size or spied on scrolling.
function resetWindow() {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // No media query matches by default (tests that are about a screen size set it: support/viewport).
  window.matchMedia = (query: string) => fixedMediaList(query, false);
  window.history.replaceState(null, '', '/');
}
// Before the test file's own imports, which may keep window.matchMedia to put it back later.
resetWindow();
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  initI18n('pt');
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces([...NAMESPACES]);
});

let consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeEach(async () => {
  // Every test starts on the demo data, unless its file builds a small database for each test.
  if (!testBuildsItsDb()) await resetDb();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  // The route loaders preload a page's largest picture in the document's head, once per address.
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  forgetCreates();
  server.resetHandlers();
  toast.clear();
  Cookies.remove('jwtToken', { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  safeStorage.forgetMemory();
  session.refresh();
  console.error = originalError;
  const unexpected = consoleErrors.filter(
    (args) => !String(args[0] ?? '').includes('Erro na requisição') && !(globalThis as { __allowConsoleError?: boolean }).__allowConsoleError,
  );
  (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = false;
  if (unexpected.length) throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
});

afterAll(() => {
  server.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
