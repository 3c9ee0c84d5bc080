/**
 * The installable app of a build made for a real API (VITE_API_URL set): the web app manifest
 * and the service worker (src/app/pwa/sw.ts) through vite-plugin-pwa. A build on the simulated
 * API gets neither: its service worker is MSW's, and a second one may not take its scope.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { entryKeys } from '../scripts/first-load.mjs';
import { paths } from '../src/config/paths.js';

export const THEME_COLOR = '#0d47a1';
export const BACKGROUND_COLOR = '#f5f7fa';

const ICON_192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' };

/** The web app manifest, in Portuguese (the app's first language). */
export function webAppManifest(): Partial<ManifestOptions> {
  return {
    id: '/',
    name: 'PeçaJá: peças novas e usadas para veículos',
    short_name: 'PeçaJá',
    description: 'Marketplace de peças novas e usadas para veículos: encontre a peça, compare preços e fale direto com o anunciante.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: paths.root,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'auto'],
    icons: [
      ICON_192,
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Mais peças', short_name: 'Mais peças', url: paths.moreParts, icons: [ICON_192] },
      { name: 'Favoritos', short_name: 'Favoritos', url: paths.favorites, icons: [ICON_192] },
      { name: 'Minha garagem', short_name: 'Garagem', url: paths.garage, icons: [ICON_192] },
    ],
  };
}

/**
 * What a returning visitor's first paint and the pages a link or the home screen opens need,
 * named by their source in Vite's build manifest: the entry (index.html, whose imports are the
 * home and more parts), the landing pages reached from a shared link or a shortcut (product,
 * search, favourites, garage) and the parts the top bar and the home open, the update bar, and the
 * texts those need that the entry does not hold (English, and the lazily loaded namespaces).
 */
export const SHELL_SOURCES = [
  'index.html',
  'src/app/routes/product.tsx',
  'src/features/product/related-carousel.tsx',
  'src/app/routes/search.tsx',
  'src/app/routes/favorites.tsx',
  'src/app/routes/garage.tsx',
  'src/components/recently-viewed/recently-viewed-row.tsx',
  'src/app/layouts/side-drawer.tsx',
  'src/app/layouts/user-menu.tsx',
  'src/app/pwa/app-update.tsx',
  'src/app/layouts/site-footer.tsx',
  // The API error catalogue ('api') loads with every screen but the landing pages; 'search' with the search results.
  ...['common', 'catalog', 'api', 'search', 'product', 'favorites', 'garage', 'pages', 'footer'].flatMap((ns) => [
    `locales/pt/${ns}.json`,
    `locales/en/${ns}.json`,
  ]),
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The built files of `sources` and everything they import statically (scripts and styles).
 * A source missing from the build fails it (a renamed screen must be renamed here); the
 * Portuguese common and catalog texts are inside the entry and have no file of their own.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>, html = '', sources: readonly string[] = SHELL_SOURCES): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`pwa: ${key} is not in the build manifest`);
    files.add(chunk.file);
    chunk.css?.forEach((f) => files.add(f));
    chunk.imports?.forEach(visit);
  };
  for (const source of sources) {
    if (!manifest[source] && /^locales\/pt\/(common|catalog)\.json$/.test(source)) continue;
    // With the entry wholly in the first-load chunk, the manifest has no index.html record: its
    // chunks are the ones index.html loads as scripts.
    if (source === 'index.html' && !manifest[source]) {
      const entry = entryKeys(manifest, html);
      if (!entry.length) throw new Error('pwa: no script of index.html is in the build manifest');
      entry.forEach(visit);
    } else visit(source);
  }
  return files;
}

/** vite-plugin-pwa for a build made for `apiUrl`; nothing for the simulated API. */
export function pwaPlugin(apiUrl: string, root: string): Plugin[] {
  if (!apiUrl) return [];
  let outDir = resolve(root, 'dist');
  const outDirOf: Plugin = {
    name: 'pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by src/app/pwa/app-update.tsx, a lazily loaded part, after the page's load event.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: webAppManifest(),
      // The icons are in globPatterns already.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['.vite/**', 'demo/**', 'sw.js'],
        manifestTransforms: [
          (entries) => {
            const manifestPath = resolve(outDir, '.vite/manifest.json');
            if (!existsSync(manifestPath)) throw new Error(`pwa: ${manifestPath} missing (build.manifest must be on)`);
            const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
            const shell = shellFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>, html);
            // Hashed code outside the shell is kept by the worker once fetched (its 'code' cache).
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    manifestLinkLater,
  ];
}

/**
 * The manifest's link leaves index.html: the app adds it once the first page is drawn (with the
 * service worker's registration). Read by the parser, it started the manifest and its 192 px icon
 * (8 kB) beside the first page's code on a slow connection: a product page's LCP was 60 ms later
 * (5 interleaved Lighthouse rounds, every round). Chromium installs the app all the same.
 */
const manifestLinkLater: Plugin = {
  name: 'pwa-manifest-link-later',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: { order: 'post', handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, '') },
};
