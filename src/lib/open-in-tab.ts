/** An object URL lives this long: long enough for the new tab to load it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a new tab at once (so the browser keeps it as user-initiated), then shows what `load`
 * resolves to: an address, or a file through an object URL. A failure closes the tab and rethrows.
 */
export async function openInNewTab(load: () => Promise<Blob | string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const target = await load();
    let href: string;
    if (typeof target === 'string') href = target;
    else {
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
