import { imageKindOf, IMAGE_SIGNATURE_BYTES, leadingBytes, type ImageKind } from './app-rules';
import { db, commit } from './db';
import { API } from './http-utils';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/pjpeg'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|jfif|webp)$/i;
const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** Named or typed as an accepted format (JPG, JPEG, PNG, JFIF, WEBP). The bytes are checked apart: `isRealImageFile`. */
function isAcceptedImage(file: File): boolean {
  return IMAGE_EXTENSIONS.test(file.name) || IMAGE_TYPES.includes(file.type);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  try {
    return await leadingBytes(file, IMAGE_SIGNATURE_BYTES);
  } catch {
    return new Uint8Array();
  }
}

/**
 * An image the API accepts: an accepted name or type, no bigger than `maxBytes`, and bytes that
 * really are PNG, JPEG, WebP or GIF (a text file renamed '.png' is refused, never published as a
 * broken picture).
 */
export async function isRealImageFile(file: File, maxBytes = Infinity): Promise<boolean> {
  return isAcceptedImage(file) && file.size > 0 && file.size <= maxBytes && imageKindOf(await headOf(file)) !== null;
}

/** True when every file is a real image (see `isRealImageFile`). */
export async function allRealImages(files: File[]): Promise<boolean> {
  for (const f of files) if (!(await isRealImageFile(f))) return false;
  return true;
}

/** The type a stored file is served with: what its bytes are, else what the browser said. */
function servedType(bytes: Uint8Array, said: string): string {
  const kind = imageKindOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (kind) return IMAGE_MIME[kind];
  if (String.fromCharCode(...bytes.subarray(0, 4)) === '%PDF') return 'application/pdf';
  return said || 'application/octet-stream';
}

function toDataUrl(bytes: Uint8Array, type: string): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(bin)}`;
}

/** Keeps an uploaded file in the database and returns the path it is served from. The file is read once. */
export async function storeUpload(file: File): Promise<string> {
  const id = crypto.randomUUID();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = servedType(bytes, file.type);
  db().images.push({ id, type, dataUrl: toDataUrl(bytes, type) });
  commit();
  return `${API}/uploads/${id}`;
}

export { publicUrl } from './http-utils';
