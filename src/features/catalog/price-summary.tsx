import { useTranslation } from 'react-i18next';
import type { HomeData } from '@/api/catalog';
import { TitledSection } from '@/components/titled-section';
import { formatBRL } from '@/lib/format';

/** The auto-parts summary bar: national new, national used and imported, each 'a partir de' its lowest price. */
export function PriceSummary({ summary }: { summary: HomeData['autopartSummary'] }) {
  const { t } = useTranslation('catalog');
  const items = [
    { key: 'nationalNew', label: t('home.summary.nationalNew'), price: summary?.national?.new?.minimalPrice },
    { key: 'nationalOld', label: t('home.summary.nationalOld'), price: summary?.national?.old?.minimalPrice },
    { key: 'imported', label: t('home.summary.imported'), price: summary?.imported?.minimalPrice },
  ];
  return (
    <TitledSection
      className="price-summary bg-white border rounded p-3 mb-4"
      headingId="price-summary-title"
      title={t('home.summary.title')}
      headingClassName="h6 text-uppercase text-body-secondary mb-2"
    >
      <ul className="row g-2 list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.key} className="col-12 col-md-4 d-flex flex-column">
            <span className="fw-semibold">{item.label}</span>
            <span className="text-primary fw-bold">
              {typeof item.price === 'number' && Number.isFinite(item.price)
                ? t('home.summary.priceFrom', { price: formatBRL(item.price) })
                : t('home.summary.noPrice')}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
