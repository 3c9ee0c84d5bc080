import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Opens the connections to the API with the page, before the app's code has run: the data call
 * (XHR, no credentials) and the API's pictures use two connection pools, hence two hints.
 */
export function preconnectApi(apiUrl = ''): Plugin {
  const origin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
  return {
    name: 'preconnect-api',
    apply: 'build',
    transformIndexHtml: () =>
      origin
        ? [{ crossorigin: 'anonymous' }, {}].map((cors) => ({ tag: 'link', attrs: { rel: 'preconnect', href: origin, ...cors }, injectTo: 'head' as const }))
        : [],
  };
}

/**
 * A code-splitting group's name function that keeps everything the entry imports statically in one chunk.
 * Left alone, the bundler makes a separate file of every module that the entry shares with a lazy
 * screen (about twenty small files on the first load); the screens import from this one instead.
 * It names the app's own modules only: the bundler adds the package code they use. Naming package
 * modules too took in everything a package's index re-exports for lazy screens alone (TanStack
 * Query's useMutation: 0.6 kB gzip).
 */
export function staticallyImportedBy(entry: string, name: string) {
  let modules: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext) => {
    if (!modules) {
      modules = new Set();
      const queue = [entry];
      while (queue.length) {
        const next = queue.pop()!;
        if (modules.has(next)) continue;
        modules.add(next);
        queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return modules.has(id) && !id.includes('/node_modules/') ? name : null;
  };
}
