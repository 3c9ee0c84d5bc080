import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showsDescription, type HomeAd } from '@/api/catalog';
import { ERROR_IMAGE, useImageFallback } from '@/components/remote-image';
import { paths } from '@/config/paths';
import { upperFirst } from '@/lib/format';

/** Time each banner stays on screen: the carousel autoplays about every 3 s. */
const BANNER_INTERVAL_MS = 3000;
/** The banner's height from 992 px (on a phone the box follows the picture's proportions). */
const BANNER_HEIGHT = 503;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home banners. Hand-written rather than a carousel library so the home's first
 * load stays small. It rotates every 3 s, stops while hovered or focused, and has a
 * pause button (WCAG 2.2.2) plus previous/next and one button per banner.
 */
export function BannerCarousel({ ads }: { ads: HomeAd[] }) {
  const { t } = useTranslation('catalog');
  const onError = useImageFallback();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const count = ads.length;
  const current = count ? index % count : 0;
  // Pictures load as the carousel gets to them (the shown one and the next), so the first
  // banner, the page's largest picture, does not share the connection with the others.
  const [reached, setReached] = useState(0);
  useEffect(() => setReached((r) => Math.max(r, current)), [current]);

  useEffect(() => {
    if (stopped || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [stopped, held, count]);

  if (!count) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      className="banner-carousel mb-4"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="banner-viewport" aria-live={stopped || held ? 'polite' : 'off'}>
        {ads.map((ad, i) => {
          // A banner's description is shown with its first letter in capitals, the rest as typed.
          const caption = showsDescription(ad) && ad.description ? upperFirst(ad.description) : null;
          const isCurrent = i === current;
          return (
            <div
              key={`${ad.url}-${i}`}
              className={`banner-slide ${isCurrent ? 'is-current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { n: i + 1, total: count })}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
            >
              <Link
                to={paths.product(ad.url)}
                className="d-block h-100 text-decoration-none"
                aria-label={caption ? undefined : t('home.carousel.open', { description: ad.description })}
              >
                <span className="banner-box">
                  {i <= reached + 1 ? (
                    <img
                      src={ad.images[0] || ERROR_IMAGE}
                      alt={caption ? '' : (ad.description ?? '')}
                      width={1200}
                      height={BANNER_HEIGHT}
                      className="banner-img"
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : 'low'}
                      onError={onError}
                    />
                  ) : null}
                </span>
                {caption ? <span className="banner-caption">{caption}</span> : null}
              </Link>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="banner-controls d-flex align-items-center justify-content-center gap-2 mt-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(current - 1)} aria-label={t('home.carousel.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('home.carousel.play') : t('home.carousel.pause')}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
          {ads.map((ad, i) => (
            <button
              key={`dot-${ad.url}-${i}`}
              type="button"
              className={`banner-dot ${i === current ? 'active' : ''}`}
              aria-label={t('home.carousel.goTo', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(current + 1)} aria-label={t('home.carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
