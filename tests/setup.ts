import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, i18n, NAMESPACES } from '@/app/i18n';
import { toast } from '@/components/toast/toast-store';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { session } from '@/stores/session';
import { fixedMediaList } from './support/viewport';

// Lazy route modules and chunks load slower on a busy CI machine than findBy's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom gaps that Bootstrap components and the app rely on.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// No media query matches by default (tests that are about a screen size set it: support/viewport).
if (!window.matchMedia) window.matchMedia = (query: string) => fixedMediaList(query, false);
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
  await resetDb();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  toast.clear();
  Cookies.remove('jwtToken', { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  session.refresh();
  console.error = originalError;
  const unexpected = consoleErrors.filter((args) => !String(args[0] ?? '').includes('Erro na requisição') && !(globalThis as { __allowConsoleError?: boolean }).__allowConsoleError);
  (globalThis as { __allowConsoleError?: boolean }).__allowConsoleError = false;
  if (unexpected.length) throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
});

afterAll(() => server.close());
