import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';

/** The sections of the terms of use, in reading order. */
const TERMS_SECTIONS = ['service', 'account', 'buyers', 'sellers', 'plans', 'prohibited', 'liability', 'suspension', 'privacy', 'changes', 'law'] as const;

/** The sections of the privacy policy, in reading order (what LGPD asks a policy to say). */
const PRIVACY_SECTIONS = ['controller', 'collected', 'device', 'sharing', 'retention', 'rights', 'deletion', 'security', 'children', 'dpo', 'changes'] as const;

/** A text list of the namespace: paragraphs or list items (an empty list when the key is absent). */
function useTextList() {
  const { t } = useTranslation('pages');
  return (key: string): string[] => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };
}

/** One section: its heading, paragraphs, list, closing paragraphs, then what the page adds (a link). */
function LegalSection({ base, id, children }: { base: string; id: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const list = useTextList();
  const headingId = `${base}-${id}`;
  const items = list(`${base}.sections.${id}.items`);
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        {t(`${base}.sections.${id}.title`)}
      </h2>
      {list(`${base}.sections.${id}.text`).map((p) => (
        <p key={p}>{p}</p>
      ))}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item} className="mb-1">
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {list(`${base}.sections.${id}.after`).map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </section>
  );
}

/** The frame of both documents: title, heading, date of the version in force and the introduction. */
function LegalDocument({ base, children }: { base: 'terms' | 'privacy'; children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <article className="bg-white border rounded p-3 p-md-4 static-page text-break">
      <title>{pageTitle(t(`${base}.documentTitle`))}</title>
      <h1 className="h3 mb-2">{t(`${base}.heading`)}</h1>
      <p className="small text-body-secondary">{t('legal.updated')}</p>
      <p className="mb-4">{t(`${base}.intro`)}</p>
      {children}
    </article>
  );
}

/** /termos-de-uso: what the marketplace is, the account, buyers' and advertisers' duties, plans, what is forbidden. */
export function TermsPage() {
  const { t } = useTranslation('pages');
  const extra: Partial<Record<(typeof TERMS_SECTIONS)[number], ReactNode>> = {
    suspension: <Link to={paths.deleteAccount}>{t('terms.deleteLink')}</Link>,
    privacy: <Link to={paths.privacy}>{t('terms.privacyLink')}</Link>,
  };
  return (
    <LegalDocument base="terms">
      {TERMS_SECTIONS.map((id) => (
        <LegalSection key={id} base="terms" id={id}>
          {extra[id]}
        </LegalSection>
      ))}
    </LegalDocument>
  );
}

/**
 * /politica-de-privacidade (LGPD): what is collected and why, the device's storage, sharing (the
 * advertiser gets the buyer's contact on an interest), retention, the holder's rights, deleting
 * the account and the data protection officer's contact.
 */
export function PrivacyPage() {
  const { t } = useTranslation('pages');
  const email = t('privacy.email');
  const extra: Partial<Record<(typeof PRIVACY_SECTIONS)[number], ReactNode>> = {
    deletion: (
      <Link to={paths.deleteAccount} className="btn btn-outline-danger">
        {t('privacy.deleteLink')}
      </Link>
    ),
    dpo: (
      <p className="fs-5 mb-0">
        <a href={`mailto:${email}`}>{email}</a>
      </p>
    ),
  };
  return (
    <LegalDocument base="privacy">
      {PRIVACY_SECTIONS.map((id) => (
        <LegalSection key={id} base="privacy" id={id}>
          {extra[id]}
        </LegalSection>
      ))}
    </LegalDocument>
  );
}
