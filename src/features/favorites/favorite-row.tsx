import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { productQuery } from '@/api/product';
import { QueryError } from '@/components/feedback/query-body';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { RemoteImage } from '@/components/remote-image';
import { paths } from '@/config/paths';
import { formatBRL } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import type { Favorite } from '@/stores/favorites';

/** The server says the part is gone (sold out, removed): not a failure to reach it. */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);

const muted = { opacity: 0.55 } as const;

interface Props {
  saved: Favorite;
  /** False once removed during this visit: the row stays, so the heart can put it back. */
  kept: boolean;
  onRemove: (url: string) => void;
}

/**
 * One saved part, as the server has it now (GET /product/{url}: current price, description and
 * picture), else as it was saved: a part that is gone shows as unavailable with a remove button;
 * a part the app could not reach shows its saved details with a retry.
 */
export function FavoriteRow({ saved, kept, onRemove }: Props) {
  const { t } = useTranslation('favorites');
  const titleId = useId();
  const query = useQuery(productQuery(saved.url));
  const gone = isGone(query.error);
  const fresh = query.data?.main;
  const part = fresh
    ? { url: saved.url, description: fresh.description || saved.description, value: fresh.value, image: fresh.images[0] || saved.image }
    : saved;
  const priceChanged = fresh && saved.value !== null && fresh.value !== saved.value;

  let status;
  if (gone) {
    status = (
      <>
        <p className="small mb-1">
          <span className="badge text-bg-secondary me-1">{t('page.unavailable')}</span>
          {t('page.unavailableHelp')}
        </p>
        <button type="button" className="btn btn-sm btn-outline-danger" aria-describedby={titleId} onClick={() => onRemove(saved.url)}>
          {t('page.remove')}
        </button>
      </>
    );
  } else if (query.isError) {
    status = <QueryError query={query} variant="note" message={t('page.refreshFailed')} describedBy={titleId} />;
  } else {
    status = (
      <p className="small mb-0 text-body-secondary">
        {kept ? (saved.savedAt ? t('page.savedOn', { date: formatDate(new Date(saved.savedAt).toISOString()) }) : null) : t('page.removed')}
      </p>
    );
  }

  return (
    <article className="d-flex gap-3 p-2 bg-white border rounded h-100" aria-labelledby={titleId}>
      <RemoteImage
        src={part.image}
        width={96}
        height={72}
        className="rounded border bg-white flex-shrink-0 object-fit-contain"
        style={gone || !kept ? muted : undefined}
      />
      <div className="flex-grow-1 d-flex flex-column gap-1 align-items-start" style={{ minWidth: 0 }}>
        {gone ? (
          <h2 id={titleId} className="fs-6 fw-semibold mb-0 text-body-secondary text-break">
            {part.description}
          </h2>
        ) : (
          <h2 id={titleId} className="fs-6 fw-semibold mb-0 text-break">
            <Link to={paths.product(saved.url)} className="text-body">
              {part.description}
            </Link>
          </h2>
        )}
        {part.value !== null && !gone ? <p className="fw-bold text-primary mb-0">{formatBRL(part.value)}</p> : null}
        {priceChanged ? <p className="small text-body-secondary mb-0">{t('page.priceWhenSaved', { price: formatBRL(saved.value) })}</p> : null}
        {status}
      </div>
      {gone ? null : <FavoriteToggle part={part} describedBy={titleId} t={t} />}
    </article>
  );
}
