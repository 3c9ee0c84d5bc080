import { expect, type Locator, type Page } from '@playwright/test';

/** What is wrong with an open dropdown's geometry: empty when it hangs from its toggle, on screen, every item clickable. */
async function menuProblems(toggle: Locator): Promise<string[]> {
  return toggle.evaluate((el) => {
    const out: string[] = [];
    const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(el.id)}"]`);
    if (!menu) return ['no menu labelled by the toggle'];
    const t = el.getBoundingClientRect();
    const m = menu.getBoundingClientRect();
    const r = (n: number) => Math.round(n);
    if (m.left < -0.5 || m.top < -0.5 || m.right > window.innerWidth + 0.5 || m.bottom > window.innerHeight + 0.5)
      out.push(`menu ${r(m.left)},${r(m.top)}-${r(m.right)},${r(m.bottom)} outside the ${window.innerWidth}x${window.innerHeight} window`);
    // Attached: just below the toggle, or just above it when there is no room below, and beside it sideways.
    const below = m.top - t.bottom;
    const above = t.top - m.bottom;
    const attached = (below >= -1 && below <= 12) || (above >= -1 && above <= 12);
    if (!attached) out.push(`menu top ${r(m.top)} / bottom ${r(m.bottom)} not at the toggle's ${r(t.top)}-${r(t.bottom)}`);
    if (m.right < t.left + 1 || m.left > t.right - 1) out.push(`menu ${r(m.left)}-${r(m.right)} not beside the toggle's ${r(t.left)}-${r(t.right)}`);
    const items = Array.from(menu.querySelectorAll<HTMLElement>('.dropdown-item'));
    if (!items.length) out.push('no items');
    for (const item of items) {
      const b = item.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (!hit || !item.contains(hit)) out.push(`'${item.textContent?.trim()}': its centre hits ${hit?.tagName}.${hit?.className}`);
    }
    return out;
  });
}

/**
 * Opens the dropdown of this toggle and expects its menu attached to it (below, or above when
 * flipped, overlapping it sideways), wholly inside the window, and each item the element found at
 * its own centre (nothing, a sticky header say, lies over it). Returns the open menu.
 */
export async function expectMenuAttached(page: Page, toggle: Locator): Promise<Locator> {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const id = await toggle.getAttribute('id');
  const menu = page.locator(`[aria-labelledby="${id}"]`);
  await expect(menu).toBeVisible();
  // Popper places the menu a frame after it shows: the geometry must settle to the right one.
  await expect.poll(() => menuProblems(toggle), { timeout: 3_000 }).toEqual([]);
  return menu;
}
