import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { server } from '@pecaja/simulated-api/node';

export interface RequestWatch {
  /** How many requests of `method` to `path` (under /api) the app sent since the watch began. */
  count(method: string, path: string): number;
  /** The paths (under /api, e.g. '/product-phone/x') of every request the app sent since the watch began. */
  paths(): string[];
  /**
   * Waits until the app has nothing left in flight: every request it sent is answered, and the
   * client runs no query and no mutation. A test proves that something did NOT happen (a second
   * request, an error) after this, not after a fixed time.
   */
  settled(queryClient: QueryClient): Promise<void>;
}

/**
 * Watches the requests the app sends to the simulated API (MSW's own request events) for the
 * rest of the test.
 */
export function watchRequests(): RequestWatch {
  const sent: Request[] = [];
  const open = new Set<string>();
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    sent.push(request);
    open.add(requestId);
  };
  const onEnd = ({ requestId }: { requestId: string }) => open.delete(requestId);
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  // A handler that throws ends its request without 'request:end'.
  server.events.on('unhandledException', onEnd);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('request:end', onEnd);
    server.events.removeListener('unhandledException', onEnd);
  });
  return {
    count: (method, path) => sent.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`).length,
    paths: () => sent.map((r) => new URL(r.url).pathname.replace(/^\/api/, '')),
    settled: async (queryClient) => {
      await waitFor(() => {
        // A mutation counts from the moment it is started, before its request goes out.
        expect(queryClient.isMutating(), 'mutations running').toBe(0);
        expect(queryClient.isFetching(), 'queries fetching').toBe(0);
        expect(open.size, 'requests unanswered').toBe(0);
      });
      // TanStack hands the last results to the screens on a zero-delay timer queued before this
      // one: a turn inside act lets them render, so the screen shows what the client holds.
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    },
  };
}
