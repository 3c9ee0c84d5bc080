/**
 * A page's tab title, '<page> | PeçaJá'. Pages render it as React's own <title> element, which
 * React places in the head (first, so it names the tab) in the same commit as the page.
 */
export function pageTitle(page: string): string {
  return `${page} | PeçaJá`;
}
