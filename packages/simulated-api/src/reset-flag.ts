/** The address flag that restores the demo data as the page opens. */
export const RESET_FLAG = 'reset-demo';

/**
 * The address without the flag (path, other parameters and hash kept), or null when it has none:
 * once the data is restored the flag leaves the address, so a reload or a shared link does not
 * restore it again.
 */
export function withoutResetFlag(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(RESET_FLAG)) return null;
  url.searchParams.delete(RESET_FLAG);
  return `${url.pathname}${url.search}${url.hash}`;
}
