/**
 * Build-time help for the first load (see README 'Performance'):
 *  - the start-up chunks of src/main.tsx (React; the texts; the router and shared code),
 *    each evaluated in its own task;
 *  - the stylesheet first in <head>, so the shell in index.html paints on the CSS alone;
 *  - modulepreload of every start-up chunk from index.html (no round trip after another);
 *  - a route map in a <meta> tag, read by src/app/route-preload.ts, so the first screen's
 *    code, texts, styles and first call start downloading with the app instead of after it.
 */
import { resolve } from 'node:path';
import type { ChunkingContext, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

function reachableFrom(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A chunking group holding everything statically reachable from one start-up module, except
 * what the entry itself imports (that stays in the small entry file: were it in a step's chunk,
 * the entry would import that chunk statically and evaluate it before its first line).
 */
export function startupStep(name: string, start: string, entry: string) {
  let modules: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext) => {
    if (!modules) {
      const inEntry = reachableFrom(resolve(entry), ctx);
      modules = new Set([...reachableFrom(resolve(start), ctx)].filter((m) => !inEntry.has(m)));
    }
    return modules.has(id) ? name : null;
  };
}

/** Puts the stylesheets before the scripts in <head> (on HTTP/1.1 they must not queue behind them). */
export function stylesFirst(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (!styles.length) return html;
        let out = html;
        for (const s of styles) out = out.replace(s, '');
        return out.replace(/(\s*)(<script type="module")/, (_m, space: string, tag: string) => `${styles.join('')}${space}${tag}`);
      },
    },
  };
}

const isSimulatedApi = (chunk: OutputChunk) => chunk.moduleIds.some((id) => id.includes('/src/mocks/') || id.includes('/node_modules/msw/'));

/** The chunk files a chunk needs (itself and its static imports, recursively). */
function closure(bundle: OutputBundle, first: string[], skip: Set<string>): string[] {
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || files.has(file) || skip.has(file) || isSimulatedApi(chunk)) return;
    files.add(file);
    chunk.imports.forEach(add);
  };
  first.forEach(add);
  return [...files];
}

/** The CSS files Vite attached to these chunks. */
function stylesOf(bundle: OutputBundle, files: string[]): Set<string> {
  return new Set(
    files.flatMap((f) => {
      const chunk = bundle[f];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    }),
  );
}

function chunkOf(bundle: OutputBundle, moduleSuffix: string): string | undefined {
  return Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(moduleSuffix))?.fileName;
}

/** Routes whose code and texts are worth starting with the app: the pages people land on. */
export const LANDING_ROUTES = [
  { pattern: '^/(home)?$', module: '/src/app/routes/home.tsx', namespace: 'catalog' },
  { pattern: '^/more_parts$', module: '/src/app/routes/more-parts.tsx', namespace: 'catalog' },
  { pattern: '^/product/[^/]+$', module: '/src/app/routes/product.tsx', namespace: 'catalog' },
] as const;

export const ROUTE_PRELOAD_META = 'pecaja-route-preload';

export function startupPreloads(apiUrl = ''): Plugin {
  const apiOrigin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
  return {
    name: 'startup-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const inHtml = new Set(closure(bundle, [entry.fileName], new Set()));
        const startup = closure(bundle, entry.dynamicImports, inHtml);
        const loaded = new Set([...inHtml, ...startup]);
        const inHtmlStyles = stylesOf(bundle, [...loaded]);
        const routes = LANDING_ROUTES.map((r) => {
          const main = chunkOf(bundle, r.module);
          const texts = Object.fromEntries(['pt', 'en'].map((lang) => [lang, chunkOf(bundle, `/locales/${lang}/${r.namespace}.json`)]));
          const files = main ? closure(bundle, [main], loaded) : [];
          // The route's stylesheets: the route import waits for them before the page renders.
          const styles = stylesOf(bundle, files);
          for (const css of inHtmlStyles) styles.delete(css);
          return {
            pattern: r.pattern,
            files: files.map((f) => `/${f}`),
            styles: [...styles].map((f) => `/${f}`),
            texts: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v ? `/${v}` : ''])),
          };
        });
        // Preloaded from the HTML rather than by the entry: tried, the first paint came earlier
        // (Lighthouse FCP 2.2 -> 1.1 s) but LCP later and more of the start-up work counted as
        // blocking time after it (home 86 -> 82).
        const links = startup.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        const map = JSON.stringify(routes).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        // The API's connection opens with the page: XHR (no credentials) and images use two pools.
        if (apiOrigin) links.push(`<link rel="preconnect" href="${apiOrigin}" crossorigin>`, `<link rel="preconnect" href="${apiOrigin}">`);
        links.push(`<meta name="${ROUTE_PRELOAD_META}" content="${map}">`);
        return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
