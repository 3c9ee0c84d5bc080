import { describe, expect, it } from 'vitest';
import { hasPhotoName, isAcceptedPhoto, scaledSize, scaleDownPhoto } from '@/lib/photos';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

describe('photo pipeline', () => {
  it('accepts JPEG, PNG and WebP names only', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.jfif', 'e.webp'].every(hasPhotoName)).toBe(true);
    expect(['f.gif', 'g.pdf', 'h.png.txt', 'jpg'].some(hasPhotoName)).toBe(false);
  });

  it('refuses a text file renamed .png and takes real picture bytes', async () => {
    expect(await isAcceptedPhoto(new File(['not a picture'], 'fake.png', { type: 'image/png' }))).toBe(false);
    expect(await isAcceptedPhoto(new File([new Uint8Array(PNG_HEAD)], 'real.png', { type: 'image/png' }))).toBe(true);
  });

  it('scales the longer side down to 1600 px and keeps the proportions; smaller pictures keep their size', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(1000, 2400)).toEqual({ width: 667, height: 1600 });
    expect(scaledSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('gives the file back unchanged where the picture cannot be decoded', async () => {
    const file = new File(['not a picture'], 'x.jpg', { type: 'image/jpeg' });
    expect(await scaleDownPhoto(file)).toBe(file);
  });
});
