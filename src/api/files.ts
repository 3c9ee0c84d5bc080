import { http, toApiError } from './client';

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

/**
 * A file the API serves (a registered bank slip), fetched like any call: with the session, and
 * through the simulated API when it runs in the page (a new tab's navigation would miss it and
 * land on 'Página não encontrada').
 */
async function getApiFile(url: string): Promise<Blob> {
  try {
    const { data } = await http.get<Blob>(new URL(url, window.location.origin).href, { responseType: 'blob' });
    return data;
  } catch (e) {
    throw toApiError(e);
  }
}

/** What to show for a file address: the file itself when the API serves it, else the address as it is. */
export async function fileOrAddress(url: string): Promise<Blob | string> {
  return isApiAddress(url) ? getApiFile(url) : url;
}
