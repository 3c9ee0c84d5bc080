// What a first visit downloads, from the Vite manifest: the entry, the start-up steps it imports
// dynamically (src/main.tsx; index.html preloads them), the route's own modules, and everything
// those import statically, with their CSS. The simulated API (src/mocks) is never counted:
// a build with a real API has none, and check-no-mocks.mjs proves it.

export function startupKeys(manifest) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) return [];
  return [entry, ...(manifest[entry].dynamicImports ?? []).filter((k) => !k.includes('src/mocks/'))];
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
