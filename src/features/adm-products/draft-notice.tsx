import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { DraftValue } from '@/stores/draft';
import type { FormDraft } from './use-draft-form';
import { formatPriceDigits } from './price';
import type { ProductFormValues } from './product-schema';

type ProductDraft = FormDraft<ProductFormValues>;

const LABEL_KEY: Record<keyof ProductFormValues, string> = {
  part_name: 'form.partName',
  code: 'form.code',
  manufacturer: 'form.manufacturer',
  brand: 'form.brand',
  model: 'form.model',
  description: 'form.description',
  price: 'form.price',
  quantity: 'form.quantity',
  is_new: 'form.conditionLabel',
  is_national: 'form.isNational',
  gallery: 'form.images',
};

/** How many photos a gallery layout lists (see photo-gallery.ts). */
function photoCountOf(layout: DraftValue): number {
  try {
    const list: unknown = JSON.parse(String(layout || '[]'));
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

/**
 * What came back from a draft: which fields and how many photos, and each field the server
 * changed since the draft was taken (its current value is kept; the draft's is one click away).
 */
export function DraftNotice({ draft, busy }: { draft: ProductDraft; busy: boolean }) {
  const { t } = useTranslation('advertiser');
  if (!draft.restored) return null;
  const label = (field: keyof ProductFormValues) => t(LABEL_KEY[field]);
  const shown = (field: keyof ProductFormValues, value: DraftValue) => {
    if (field === 'is_new') return value === null ? t('form.draftEmpty') : t(value ? 'form.new' : 'form.used');
    if (typeof value === 'boolean') return t(value ? 'form.draftYes' : 'form.draftNo');
    if (field === 'gallery') return t('form.draftPhotoCount', { count: photoCountOf(value) });
    const text = field === 'price' ? formatPriceDigits(String(value ?? '')) : String(value ?? '').trim();
    return text ? `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”` : t('form.draftEmpty');
  };
  return (
    <>
      <Alert variant="primary" className="d-flex flex-wrap align-items-center gap-2 py-2" data-testid="draft-restored">
        <span className="me-auto">
          {t('form.draftRestored')}
          {draft.restoredFields.length ? ` ${t('form.draftFields', { fields: draft.restoredFields.map(label).join(', ') })}` : null}
          {draft.restoredPhotos ? ` ${t('form.draftPhotos', { count: draft.restoredPhotos })}` : null}
        </span>
        <Button variant="outline-primary" size="sm" onClick={draft.discard} disabled={busy}>
          {t('form.discardDraft')}
        </Button>
      </Alert>
      {draft.conflicts.length ? (
        <Alert variant="warning" className="py-2" role="alert">
          <Alert.Heading as="h2" className="h6">
            {t('form.draftConflictTitle')}
          </Alert.Heading>
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {draft.conflicts.map((c) => (
              <li key={c.field} className="d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">
                  {t('form.draftConflict', { field: label(c.field), server: shown(c.field, c.server), mine: shown(c.field, c.mine) })}
                </span>
                <Button variant="outline-secondary" size="sm" onClick={() => draft.takeMine(c.field)} disabled={busy}>
                  {t('form.draftUseMine')}
                </Button>
                <Button variant="link" size="sm" onClick={() => draft.keepServer(c.field)} disabled={busy}>
                  {t('form.draftKeepServer')}
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
