import ImageGallery from 'react-image-gallery';
import type { MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_IMAGE } from '@/components/remote-image';

/** One photo as the gallery library takes it. */
export interface GalleryItem {
  original: string;
  thumbnail: string;
  originalAlt: string;
  thumbnailAlt: string;
  originalWidth: string;
  originalHeight: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  loading: 'eager' | 'lazy';
  thumbnailLoading: 'lazy';
}

/** Gallery timing and swipe constants of the product page. */
const GALLERY = {
  slideDuration: 450,
  slideInterval: 3000,
  swipeThreshold: 30,
  flickThreshold: 0.4,
} as const;

function NavButton({ side, label, onClick, disabled }: { side: 'left' | 'right'; label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className={`image-gallery-icon image-gallery-${side}-nav`} aria-label={label} disabled={disabled} onClick={onClick}>
      <svg className="image-gallery-svg" viewBox="6 0 12 24" fill="none" strokeWidth={1} stroke="currentColor" aria-hidden="true" focusable="false">
        <polyline points={side === 'left' ? '15 18 9 12 15 6' : '9 18 15 12 9 6'} />
      </svg>
    </button>
  );
}

const EXIT_FULLSCREEN = 'M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3';
const ENTER_FULLSCREEN = 'M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3';

/** The library's play and fullscreen buttons, drawn with a name for assistive technology. */
function GalleryButton({
  kind,
  label,
  onClick,
  children,
}: {
  kind: 'play' | 'fullscreen';
  label: string;
  onClick: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`image-gallery-icon image-gallery-${kind}-button`} onClick={onClick} aria-label={label}>
      <svg className="image-gallery-svg" viewBox="0 0 24 24" fill="none" strokeWidth={2} stroke="currentColor" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </button>
  );
}

/**
 * The library's gallery: loop, optional autoplay every 3000 ms (play button), fullscreen,
 * 450 ms slides, swipe 30 / flick 0.4; a thumbnail hovered for 300 ms (the library's built-in
 * delay) shows its photo; a broken photo becomes the error image.
 */
export function ImageGalleryView({ items }: { items: GalleryItem[] }) {
  const { t } = useTranslation('product');
  const several = items.length > 1;
  return (
    <ImageGallery
      items={items}
      infinite
      autoPlay={false}
      showPlayButton={several}
      showFullscreenButton
      showThumbnails={several}
      showNav={several}
      slideDuration={GALLERY.slideDuration}
      slideInterval={GALLERY.slideInterval}
      swipeThreshold={GALLERY.swipeThreshold}
      flickThreshold={GALLERY.flickThreshold}
      slideOnThumbnailOver
      useBrowserFullscreen={false}
      onErrorImageURL={ERROR_IMAGE}
      renderLeftNav={(onClick, disabled) => <NavButton side="left" label={t('product.gallery.previous')} onClick={() => onClick()} disabled={disabled} />}
      renderRightNav={(onClick, disabled) => <NavButton side="right" label={t('product.gallery.next')} onClick={() => onClick()} disabled={disabled} />}
      renderPlayPauseButton={(onClick, isPlaying) => (
        <GalleryButton kind="play" label={isPlaying ? t('product.gallery.pause') : t('product.gallery.play')} onClick={onClick}>
          {isPlaying ? (
            <>
              <rect x="6" y="4" width="4" height="16" />
              <rect x="14" y="4" width="4" height="16" />
            </>
          ) : (
            <polygon points="5 3 19 12 5 21 5 3" />
          )}
        </GalleryButton>
      )}
      renderFullscreenButton={(onClick, isFullscreen) => (
        <GalleryButton kind="fullscreen" label={isFullscreen ? t('product.gallery.exitFullscreen') : t('product.gallery.fullscreen')} onClick={onClick}>
          <path d={isFullscreen ? EXIT_FULLSCREEN : ENTER_FULLSCREEN} />
        </GalleryButton>
      )}
    />
  );
}
