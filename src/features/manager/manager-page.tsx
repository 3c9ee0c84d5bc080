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
  /** Buttons beside the h1 (export, print); they wrap under it on a narrow screen. */
  actions?: ReactNode;
  /** The space under the head. */
  headSpacing?: 'mb-1' | 'mb-3';
  children: ReactNode;
}

/** A manager screen: the tab's title and a section named by its h1. */
export function ManagerPage({ headingId, title, actions, headSpacing = 'mb-1', children }: Props) {
  return (
    <section aria-labelledby={headingId} style={CONTAIN_WIDTH}>
      <title>{pageTitle(title)}</title>
      {actions ? (
        <div className={`d-flex flex-wrap align-items-center gap-2 ${headSpacing}`}>
          <h1 id={headingId} className="h3 mb-0 me-auto">
            {title}
          </h1>
          {actions}
        </div>
      ) : (
        <h1 id={headingId} className={`h3 ${headSpacing}`}>
          {title}
        </h1>
      )}
      {children}
    </section>
  );
}
