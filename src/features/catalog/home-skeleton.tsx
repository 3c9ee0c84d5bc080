import { useTranslation } from 'react-i18next';

/** Same boxes as the loaded home, so nothing jumps when the data arrives. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="placeholder-glow" role="status" aria-live="polite">
      <span className="visually-hidden">{t('states.loading')}</span>
      {/* The banner's box (catalog.css): the picture's proportions on a phone, 503 px high from 992 px. */}
      <div className="placeholder w-100 rounded mb-4 d-block banner-box" />
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
