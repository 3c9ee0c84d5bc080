import { leadingBytes } from '@/lib/validation';
import { isWebUrl } from '@/lib/web-url';
import { http, toApiError } from './client';
import { ApiError } from './errors';

/** The bytes every PDF file starts with. */
const PDF_SIGNATURE = '%PDF-';

/** True when `url` is served by the API (the simulated one included), not by a third party. */
function isApiAddress(url: string): boolean {
  if (typeof window === 'undefined') return false;
  const base = new URL(http.defaults.baseURL ?? '/api', window.location.origin).href.replace(/\/?$/, '/');
  try {
    return new URL(url, window.location.origin).href.startsWith(base);
  } catch {
    return false;
  }
}

function brokenReply(body: unknown, message: string): ApiError {
  return new ApiError({ kind: 'contract', status: 200, code: 'BAD_RESPONSE', body, message });
}

/**
 * A file the API serves (a registered bank slip), fetched like any call: with the session, and
 * through the simulated API when it runs in the page (a new tab's navigation would miss it and
 * land on 'Página não encontrada'). It must be a PDF: its object URL opens in the app's own origin,
 * where an HTML page would run script. The bytes are checked and typed application/pdf whatever
 * type the reply declared; anything else is a broken reply.
 */
async function getApiFile(url: string): Promise<Blob> {
  let data: Blob;
  try {
    ({ data } = await http.get<Blob>(new URL(url, window.location.origin).href, { responseType: 'blob' }));
  } catch (e) {
    throw toApiError(e);
  }
  const head = String.fromCharCode(...(await leadingBytes(data, PDF_SIGNATURE.length)));
  if (head !== PDF_SIGNATURE) throw brokenReply(null, 'the bank slip file is not a PDF');
  return new Blob([data], { type: 'application/pdf' });
}

/**
 * What to show for a file address: the file itself when the API serves it, else the address as it
 * is. Only an http(s) address is shown: any other (javascript:, data:...) is a broken reply.
 */
export async function fileOrAddress(url: string): Promise<Blob | string> {
  if (!isWebUrl(url)) throw brokenReply(url, 'not an http(s) address');
  return isApiAddress(url) ? getApiFile(url) : url;
}
