import type { ReactNode } from 'react';
import { pageTitle } from '@/lib/page-title';

// The admin main cannot shrink below its content's width (flex: 1 0 auto); with inline-size
// containment a manager screen has none of its own, so long lines wrap on phones instead of widening it.
const CONTAIN_WIDTH = { contain: 'inline-size' } as const;

interface Props {
  /** The id of the page's h1, which names the section. */
  headingId: string;
  /** The page's name: its h1 and the tab's title. */
  title: string;
  /** Instead of the plain h1: a head that holds the h1 (the report's, beside its export and print buttons). */
  head?: ReactNode;
  children: ReactNode;
}

/** A manager screen: the tab's title and a section named by its h1. */
export function ManagerPage({ headingId, title, head, children }: Props) {
  return (
    <section aria-labelledby={headingId} style={CONTAIN_WIDTH}>
      <title>{pageTitle(title)}</title>
      {head ?? (
        <h1 id={headingId} className="h3 mb-1">
          {title}
        </h1>
      )}
      {children}
    </section>
  );
}
