/**
 * A listing's photos as one ordered list, the first being the cover: on edit, the photos the part
 * already has (by URL) mixed with new files; on create, new files only.
 *
 * The form keeps the order as a plain text field (so a draft keeps it like any other field) and
 * the new files apart (a draft keeps those in IndexedDB): the text is a JSON list where a URL is
 * a photo the part has and null stands for the next new file, in the files' order. '' is a list
 * with no photo of the part's (all new files, in their order).
 */

export type PhotoItem = { kind: 'current'; url: string; index: number } | { kind: 'new'; file: File };

type Slot = string | null;

function slotsOf(layout: string): Slot[] {
  if (!layout) return [];
  try {
    const parsed: unknown = JSON.parse(layout);
    return Array.isArray(parsed) ? parsed.filter((s): s is Slot => s === null || (typeof s === 'string' && s !== '')) : [];
  } catch {
    return [];
  }
}

/** The layout of a part's current photos, as the edit form starts. */
export function layoutOfUrls(urls: readonly string[]): string {
  return urls.length ? JSON.stringify(urls) : '';
}

/**
 * The photos in order. `current` are the part's photos as the server gave them (their position
 * there names them: 'Imagem atual 2'); a URL the part no longer has is left out. Files the layout
 * has no place for (a pick not yet laid out) come last; places for files not there (photos of a
 * draft still loading) are skipped.
 */
export function galleryItems(layout: string, files: readonly File[], current: readonly string[]): PhotoItem[] {
  const items: PhotoItem[] = [];
  const seen = new Set<string>();
  let next = 0;
  for (const slot of slotsOf(layout)) {
    if (slot === null) {
      if (next < files.length) items.push({ kind: 'new', file: files[next++] });
    } else {
      const index = current.indexOf(slot);
      if (index >= 0 && !seen.has(slot)) {
        seen.add(slot);
        items.push({ kind: 'current', url: slot, index });
      }
    }
  }
  for (; next < files.length; next++) items.push({ kind: 'new', file: files[next] });
  return items;
}

/** What the form keeps of a list: its layout text and its new files, in order. */
export function splitGallery(items: readonly PhotoItem[]): { layout: string; files: File[] } {
  const files = items.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
  if (!items.some((i) => i.kind === 'current')) return { layout: '', files };
  return { layout: JSON.stringify(items.map((i) => (i.kind === 'current' ? i.url : null))), files };
}

/**
 * `kept_images` of an update: the part's photos to keep, by URL, in order, with each new file
 * named by its field (image0, image1...) where it goes. Sent on every update: a list without any
 * URL drops every photo the part had.
 */
export function keptImagesOf(items: readonly PhotoItem[]): string {
  let n = 0;
  return JSON.stringify(items.map((i) => (i.kind === 'current' ? i.url : `image${n++}`)));
}

/** The list with the item at `from` moved to `to`. */
export function movePhoto<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}
