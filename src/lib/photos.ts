import { isRealImage } from './validation';

/**
 * The photo pipeline of a listing, shared by the product form and the spreadsheet import: which
 * files are accepted, and the scaling of large pictures in the browser before upload.
 */

/** What a file picker offers for a part's photos. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.jfif,.webp,image/jpeg,image/png,image/webp';
const PHOTO_NAME = /\.(jpe?g|png|jfif|webp)$/i;

/** A picture wider or taller than this is scaled down before upload. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG/WebP quality of a scaled picture. */
export const PHOTO_QUALITY = 0.85;

/** The name has an accepted extension (JPEG, PNG or WebP). */
export function hasPhotoName(name: string): boolean {
  return PHOTO_NAME.test(name);
}

/** An accepted name and the bytes of a real picture: a text file renamed '.png' is refused. */
export async function isAcceptedPhoto(file: File): Promise<boolean> {
  return hasPhotoName(file.name) && (await isRealImage(file));
}

/** The size a picture of `width` x `height` is drawn at: the longer side at most `maxSide`, proportions kept. */
export function scaledSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide || longer <= 0) return { width, height };
  const ratio = maxSide / longer;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * The photo as it is uploaded: a picture larger than PHOTO_MAX_SIDE on a side is redrawn at that
 * size as JPEG (WebP stays WebP) at PHOTO_QUALITY, with the same name base; anything else, or a
 * browser that cannot decode or encode it, gives the file back unchanged (the server takes it as is).
 */
export async function scaleDownPhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const type = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const blob = await encode(bitmap, size, type);
    if (!blob || blob.size === 0) return file;
    const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type, quality: PHOTO_QUALITY });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY));
}
