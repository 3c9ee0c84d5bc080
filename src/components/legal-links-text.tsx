import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where each tagged part of the text links. */
const TARGETS = { terms: paths.terms, privacy: paths.privacy } as const;

/** `<terms>...</terms>` and `<privacy>...</privacy>` in a text, with the words between the tags. */
const TAGGED = /<(terms|privacy)>(.*?)<\/\1>/g;

/**
 * A link to a legal page in a new tab, so a form or dialog open here keeps what was typed in it;
 * underlined, as it sits inside a sentence (colour alone would not tell it from the text).
 */
function NewTabLink({ to, hint, children }: { to: string; hint: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className="text-decoration-underline">
      {children}
      <span className="visually-hidden"> {hint}</span>
    </Link>
  );
}

interface Props {
  /** A translated text whose `<terms>` and `<privacy>` parts become links to the terms of use and the privacy policy. */
  text: string;
  /** Said to screen readers after each link: '(abre em nova aba)'. */
  newTab: string;
}

/**
 * A sentence naming the terms of use and the privacy policy, each a link opening in a new tab.
 * The tags are read here rather than with react-i18next's Trans, which would add its parser to
 * the first load (the library is part of it).
 */
export function LegalLinksText({ text, newTab }: Props) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    parts.push(text.slice(last, match.index));
    const tag = match[1] as keyof typeof TARGETS;
    parts.push(
      <NewTabLink key={match.index} to={TARGETS[tag]} hint={newTab}>
        {match[2]}
      </NewTabLink>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
