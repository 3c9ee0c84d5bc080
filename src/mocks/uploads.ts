import { db, commit } from './db';
import { API } from './http-utils';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/pjpeg'];
export const IMAGE_EXTENSIONS = /\.(jpe?g|png|jfif|webp)$/i;

export function isAcceptedImage(file: File): boolean {
  return IMAGE_EXTENSIONS.test(file.name) || IMAGE_TYPES.includes(file.type);
}

async function toDataUrl(file: Blob): Promise<string> {
  const buf = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(bin)}`;
}

/** Keeps an uploaded file in the database and returns the path it is served from. */
export async function storeUpload(file: File): Promise<string> {
  const id = crypto.randomUUID();
  db().images.push({ id, type: file.type || 'image/jpeg', dataUrl: await toDataUrl(file) });
  commit();
  return `${API}/uploads/${id}`;
}

export { publicUrl } from './http-utils';
