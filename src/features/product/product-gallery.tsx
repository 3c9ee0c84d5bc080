import 'react-image-gallery/styles/image-gallery.css';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_IMAGE } from '@/components/remote-image';
import { afterLargestPaint } from '@/lib/after-largest-paint';
import { useFirstPageSettled } from '@/lib/first-page-settled';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import type { GalleryItem } from './image-gallery-view';

// The gallery library is two thirds of the product page's code (10 kB gzip). On a product link
// opened cold it is fetched once the first photo is drawn: fetched with the page, it shared a slow
// connection with the app's code, and the first photo (the page's largest picture) came later.
const ImageGalleryView = lazyPart(() => import('./image-gallery-view').then((m) => m.ImageGalleryView));
/** The longest the gallery waits for the first photo's paint (the photo is not the largest, say). */
const GALLERY_WAIT_MS = 3000;

/**
 * Photos of the part. The first photo is drawn at once, in the library's own markup (its first
 * slide and thumbnails); the gallery takes its place once its code has loaded, so nothing moves.
 * If the code cannot load, the photo stays.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('product');
  const list = images.length ? images : [ERROR_IMAGE];
  const items: GalleryItem[] = list.map((src, i) => ({
    original: src,
    thumbnail: src,
    originalAlt: t('product.photo', { n: i + 1, name }),
    thumbnailAlt: '',
    originalWidth: '600',
    originalHeight: '450',
    thumbnailWidth: 92,
    thumbnailHeight: 69,
    loading: i === 0 ? 'eager' : 'lazy',
    thumbnailLoading: 'lazy',
  }));
  // On a page opened cold, once the first photo has been drawn as the page's largest paint (or
  // after GALLERY_WAIT_MS); on a page opened from another, at once. A transition: the photo stays
  // on screen meanwhile.
  const [cold] = useState(!useFirstPageSettled());
  const photo = useRef<HTMLImageElement>(null);
  const [gallery, setGallery] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setGallery(true));
    if (!cold) {
      show();
      return undefined;
    }
    return afterLargestPaint(() => photo.current, show, GALLERY_WAIT_MS);
  }, [cold]);
  const firstPhoto = <FirstPhoto items={items} photo={photo} />;
  return (
    <div className="product-gallery bg-white border rounded p-2">
      <LazySlot fallback={firstPhoto}>{gallery ? <ImageGalleryView items={items} /> : firstPhoto}</LazySlot>
    </div>
  );
}

/** The gallery as the library first draws it (its first slide, and its thumbnails when there are several), without its buttons. */
function FirstPhoto({ items, photo }: { items: GalleryItem[]; photo: RefObject<HTMLImageElement | null> }) {
  const [first] = items;
  return (
    <div className="image-gallery" data-testid="gallery-first-photo">
      <div className="image-gallery-content image-gallery-thumbnails-bottom">
        <div className="image-gallery-slide-wrapper image-gallery-thumbnails-bottom">
          <div className="image-gallery-slides">
            <div className="image-gallery-slides-container">
              <div className="image-gallery-slide image-gallery-center">
                <img
                  ref={photo}
                  className="image-gallery-image"
                  src={first.original}
                  alt={first.originalAlt}
                  width={first.originalWidth}
                  height={first.originalHeight}
                  fetchPriority="high"
                  onError={(e) => {
                    if (!e.currentTarget.src.endsWith(ERROR_IMAGE)) e.currentTarget.src = ERROR_IMAGE;
                  }}
                />
              </div>
            </div>
          </div>
        </div>
        {items.length > 1 ? (
          <div aria-hidden="true" className="image-gallery-thumbnails-wrapper image-gallery-thumbnails-bottom thumbnails-swipe-horizontal">
            <div className="image-gallery-thumbnails">
              <div className="image-gallery-thumbnails-container">
                {items.map((item, i) => (
                  <span key={i} className={`image-gallery-thumbnail${i === 0 ? ' active' : ''}`}>
                    <span className="image-gallery-thumbnail-inner">
                      <img
                        className="image-gallery-thumbnail-image"
                        src={item.thumbnail}
                        alt=""
                        width={item.thumbnailWidth}
                        height={item.thumbnailHeight}
                        loading="lazy"
                      />
                    </span>
                  </span>
                ))}
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
