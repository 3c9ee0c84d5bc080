import { isWebUrl } from './web-url';

/** An object URL lives this long: long enough for the new tab to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a new tab at once (so the browser keeps it as user-initiated), then shows what `load`
 * resolves to: an http(s) address, or a PDF file through an object URL. Nothing else is shown (a
 * javascript: or data: address, an HTML file in the app's own origin would run script): the tab
 * closes and it throws. A failure of `load` closes the tab and rethrows.
 */
export async function openInNewTab(load: () => Promise<Blob | string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const target = await load();
    let href: string;
    if (typeof target === 'string') {
      if (!isWebUrl(target)) throw new Error('Not an http(s) address');
      href = target;
    } else {
      if (target.type !== 'application/pdf') throw new Error('Not a PDF file');
      href = URL.createObjectURL(target);
      setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
    }
    if (tab) tab.location.href = href;
    else window.open(href, '_blank', 'noopener,noreferrer');
  } catch (e) {
    tab?.close();
    throw e;
  }
}
