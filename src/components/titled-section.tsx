import type { HTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id: the section is named by it (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  headingClassName: string;
  /** The heading takes focus from a script (when what stood above it goes away). */
  focusableHeading?: boolean;
}

/** A section named by its h2. */
export function TitledSection({ headingId, title, headingClassName, focusableHeading = false, children, ...rest }: Props) {
  return (
    <section {...rest} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName} tabIndex={focusableHeading ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
