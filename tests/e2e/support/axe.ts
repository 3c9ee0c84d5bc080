import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG levels every page is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each (rule and up to three elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only the violations in full: the passes and the rest are summarised, which makes a run faster.
  // (options() replaces every run option, withTags' included: the tags are given here.)
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
