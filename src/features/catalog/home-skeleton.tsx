import { useTranslation } from 'react-i18next';
import { BANNER_HEIGHT } from './banner-carousel';

/** Same boxes as the loaded home, so nothing jumps when the data arrives. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="placeholder-glow" role="status" aria-live="polite">
      <span className="visually-hidden">{t('states.loading')}</span>
      <div className="placeholder w-100 rounded mb-4 d-block" style={{ height: BANNER_HEIGHT }} />
      <div className="placeholder w-100 rounded mb-4 d-block" style={{ height: 88 }} />
      <div className="row g-3">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="col-6 col-sm-4 col-md-3">
            <div className="placeholder w-100 rounded d-block" style={{ height: 260 }} />
          </div>
        ))}
      </div>
    </div>
  );
}
