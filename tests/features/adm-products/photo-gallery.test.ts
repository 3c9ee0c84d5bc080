import { describe, expect, it } from 'vitest';
import { galleryItems, keptImagesOf, layoutOfUrls, movePhoto, splitGallery } from '@/features/adm-products/photo-gallery';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const A = 'https://x/a.jpg';
const B = 'https://x/b.jpg';

describe('photo gallery', () => {
  it('lays current photos and new files out in one order, and back', () => {
    const f1 = file('1.png');
    const f2 = file('2.png');
    const layout = JSON.stringify([B, null, A, null]);
    const items = galleryItems(layout, [f1, f2], [A, B]);
    expect(items).toEqual([
      { kind: 'current', url: B, index: 1 },
      { kind: 'new', file: f1 },
      { kind: 'current', url: A, index: 0 },
      { kind: 'new', file: f2 },
    ]);
    expect(splitGallery(items)).toEqual({ layout, files: [f1, f2] });
    expect(JSON.parse(keptImagesOf(items))).toEqual([B, 'image0', A, 'image1']);
  });

  it('new files only: an empty layout, all files in their order', () => {
    const f1 = file('1.png');
    expect(galleryItems('', [f1], [])).toEqual([{ kind: 'new', file: f1 }]);
    expect(splitGallery([{ kind: 'new', file: f1 }])).toEqual({ layout: '', files: [f1] });
    expect(keptImagesOf([{ kind: 'new', file: f1 }])).toBe('["image0"]');
    expect(keptImagesOf([])).toBe('[]');
  });

  it('skips what is not there: a URL the part lost, a place for a file still loading; appends files without a place', () => {
    const f1 = file('1.png');
    expect(galleryItems(JSON.stringify(['https://x/gone.jpg', null, A, null]), [], [A])).toEqual([{ kind: 'current', url: A, index: 0 }]);
    expect(galleryItems(JSON.stringify([A]), [f1], [A])).toEqual([
      { kind: 'current', url: A, index: 0 },
      { kind: 'new', file: f1 },
    ]);
    expect(galleryItems('not json', [f1], [A])).toEqual([{ kind: 'new', file: f1 }]);
    expect(galleryItems(JSON.stringify([A, A]), [], [A])).toHaveLength(1);
  });

  it('the edit form starts from the part photos', () => {
    expect(layoutOfUrls([A, B])).toBe(JSON.stringify([A, B]));
    expect(layoutOfUrls([])).toBe('');
  });

  it('moves an item, and leaves the list as it is for a place outside it', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
