import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '@/lib/browser-actions';
import { AppUpdate } from '@/app/pwa/app-update';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: the test fires its events. */
const fake = vi.hoisted(() => ({
  listeners: new Map<string, Set<(event: { isUpdate?: boolean }) => void>>(),
  registration: { waiting: null as object | null },
  messageSkipWaiting: vi.fn(),
  register: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      if (!fake.listeners.has(type)) fake.listeners.set(type, new Set());
      fake.listeners.get(type)!.add(listener);
    }
    removeEventListener(type: string, listener: Listener) {
      fake.listeners.get(type)?.delete(listener);
    }
    register() {
      fake.register();
      return Promise.resolve(fake.registration);
    }
    update() {
      return Promise.resolve();
    }
    messageSkipWaiting() {
      fake.messageSkipWaiting();
    }
  },
}));

vi.mock('@/lib/browser-actions', () => ({ reloadPage: vi.fn(), printPage: vi.fn(), downloadBlob: vi.fn() }));

function fire(type: string, event: { isUpdate?: boolean } = {}) {
  act(() => fake.listeners.get(type)?.forEach((l) => l(event)));
}

beforeEach(() => {
  fake.listeners.clear();
  fake.registration.waiting = null;
  fake.messageSkipWaiting.mockClear();
  fake.register.mockClear();
  vi.mocked(reloadPage).mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the new-version bar', () => {
  it("registers the worker and shows nothing until a new version waits; then 'Nova versão disponível' with 'Atualizar'", async () => {
    render(<AppUpdate />);
    await act(async () => undefined);
    expect(fake.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();
    fake.registration.waiting = {};
    fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('links the web app manifest once (index.html leaves it out, so it loads after the first page)', async () => {
    document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove());
    const { unmount } = render(<AppUpdate />);
    await act(async () => undefined);
    unmount();
    render(<AppUpdate />);
    await act(async () => undefined);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/manifest.webmanifest');
  });

  it("'Atualizar' asks the waiting version to take over, and the page reloads once it has", async () => {
    const user = userEvent.setup();
    render(<AppUpdate />);
    await act(async () => undefined);
    fake.registration.waiting = {};
    fire('waiting');
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a version applied in another tab never reloads this one by itself (a form may be half filled): the bar offers it', async () => {
    const user = userEvent.setup();
    render(<AppUpdate />);
    await act(async () => undefined);
    fire('controlling', { isUpdate: true });
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('English: a new version is available, Update', async () => {
    const { i18n } = await import('@/app/i18n');
    await act(() => i18n.changeLanguage('en'));
    const view = render(<AppUpdate />);
    try {
      await act(async () => undefined);
      fire('waiting');
      expect(await screen.findByText('A new version is available')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    } finally {
      view.unmount();
      await act(() => i18n.changeLanguage('pt'));
    }
  });
});
