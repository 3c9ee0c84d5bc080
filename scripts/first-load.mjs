// What a first visit downloads, from the Vite manifest: the entry and everything it imports
// statically (index.html loads and modulepreloads exactly those), with their CSS, plus the lazy
// module of a route whose page is not in the entry. The simulated API (src/mocks) is never
// counted: a build with a real API has none, and check-no-mocks.mjs proves it.

/**
 * The entry's manifest keys. When the entry module lives wholly in the first-load chunk (no
 * modulepreload polyfill left beside it), Vite records no `isEntry` chunk: the entry is then the
 * chunks that index.html loads as scripts.
 */
export function entryKeys(manifest, html = '') {
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entry.length) return entry;
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]);
  return Object.keys(manifest).filter((k) => scripts.includes(manifest[k].file));
}

/** Manifest keys reachable through static imports, and their JS and CSS files. */
export function closure(manifest, keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  const files = new Set();
  for (const k of seen) {
    files.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) files.add(c);
  }
  return { keys: seen, files: [...files] };
}

/** The first load of a page: the entry's closure, and the page's own lazy modules if it has any. */
export function firstLoadOf(manifest, html, lazyModules = []) {
  return closure(manifest, [...entryKeys(manifest, html), ...lazyModules.filter((m) => manifest[m])]);
}

/**
 * The files a lazy route adds to the first load (its modules' closure less the entry's): what the
 * production server preloads on that route's pages, so they download beside the entry instead of
 * after it has run.
 */
export function routeFilesOf(manifest, html, lazyModules) {
  const base = new Set(firstLoadOf(manifest, html).files);
  return firstLoadOf(manifest, html, lazyModules).files.filter((f) => !base.has(f));
}
