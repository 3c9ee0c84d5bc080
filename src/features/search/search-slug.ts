/**
 * The search term as it travels in /search/{term}:
 * lower-cased, stripped of non-word characters, spaces to underscores, URL-encoded.
 * Letters with accents are word characters in Portuguese, so 'Suspensão' keeps its 'ã'.
 */
export function searchSlug(term: string): string {
  const slug = term
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s]/gu, '')
    .trim()
    .replace(/\s+/g, '_');
  return encodeURIComponent(slug);
}

/** The readable term back from a route segment (a direct visit or a reload has no navigation state). */
export function termFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // already decoded by the router, or a malformed escape: use it as it came
  }
  return decoded.replace(/_+/g, ' ').trim();
}
