// What a first visit downloads, from the Vite manifest: the entry and everything it imports
// statically (index.html loads and modulepreloads exactly those), with their CSS, plus the lazy
// module of a route whose page is not in the entry. The simulated API (src/mocks) is never
// counted: a build with a real API has none, and check-no-mocks.mjs proves it.

export function entryKey(manifest) {
  return Object.keys(manifest).find((k) => manifest[k].isEntry);
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
export function firstLoadOf(manifest, lazyModules = []) {
  return closure(manifest, [entryKey(manifest), ...lazyModules.filter((m) => manifest[m])].filter(Boolean));
}
