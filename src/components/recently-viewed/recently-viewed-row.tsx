import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card/product-card';
import { recentlyViewed, useRecentlyViewed } from '@/stores/recently-viewed';
import { RECENT_ROW_HEIGHT } from './row-slot';

const rowStyle = { scrollSnapType: 'x mandatory', scrollbarWidth: 'thin' } as const;
const itemStyle = { flex: '0 0 9.5rem', scrollSnapAlign: 'start' } as const;

/**
 * 'Vistos recentemente': the product pages this browser opened last, most recent first, as a
 * row that scrolls sideways; 'Limpar' empties it (and the row goes).
 */
export function RecentlyViewedRow({ onCleared }: { onCleared?: () => void }) {
  const { t } = useTranslation('favorites');
  const parts = useRecentlyViewed();
  if (!parts.length) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="mb-3" style={{ minHeight: RECENT_ROW_HEIGHT }}>
      <div className="d-flex align-items-baseline justify-content-between gap-2">
        <h2 id="recently-viewed-title" className="h5 mb-2">
          {t('recent.title')}
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-describedby="recently-viewed-title"
          onClick={() => {
            recentlyViewed.clear();
            onCleared?.();
          }}
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul className="d-flex gap-3 overflow-auto list-unstyled mb-0 pb-2" style={rowStyle} aria-label={t('recent.list')}>
        {parts.map((p) => (
          <li key={p.url} style={itemStyle}>
            <ProductCard
              card={{ url: p.url, image: p.image, description: p.description, condition: p.condition, value: p.value ?? Number.NaN, rate: 0 }}
              stars={false}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
