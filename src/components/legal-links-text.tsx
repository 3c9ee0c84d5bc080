import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A link to a legal page in a new tab, so a form or dialog open here keeps what was typed in it. */
function NewTabLink({ to, hint, children }: { to: string; hint: string; children?: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {hint}</span>
    </Link>
  );
}

interface Props {
  t: TFunction;
  /** A text whose `<terms>` and `<privacy>` parts become links to the terms of use and the privacy policy. */
  i18nKey: string;
  /** Said to screen readers after each link: '(abre em nova aba)'. */
  newTab: string;
}

/** A sentence naming the terms of use and the privacy policy, each a link opening in a new tab. */
export function LegalLinksText({ t, i18nKey, newTab }: Props) {
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      components={{ terms: <NewTabLink to={paths.terms} hint={newTab} />, privacy: <NewTabLink to={paths.privacy} hint={newTab} /> }}
    />
  );
}
