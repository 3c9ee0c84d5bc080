import CarouselImport, { type ButtonGroupProps, type ResponsiveType } from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@/api/catalog';
import { ProductCard } from '@/components/product-card/product-card';

// The package is CommonJS with `exports.default`: bundlers hand back either the class or the module object.
const Carousel = (CarouselImport as unknown as { default?: typeof CarouselImport }).default ?? CarouselImport;

/** Items per width range: 1 up to 464 px, 2 up to 1024, 5 up to 3000, 6 up to 4000. */
const RELATED_RESPONSIVE: ResponsiveType = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 6 },
  desktop: { breakpoint: { max: 3000, min: 1024 }, items: 5 },
  tablet: { breakpoint: { max: 1024, min: 464 }, items: 2 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
};

/**
 * The arrows, in the frame's side margins beside the cards (never over one), from 1024 px up:
 * below that the carousel is swiped.
 */
function Arrows({ previous, next, previousLabel, nextLabel }: ButtonGroupProps & { previousLabel: string; nextLabel: string }) {
  return (
    <>
      <button
        type="button"
        className="react-multiple-carousel__arrow react-multiple-carousel__arrow--left related-arrow related-arrow--left"
        aria-label={previousLabel}
        onClick={() => previous?.()}
      />
      <button
        type="button"
        className="react-multiple-carousel__arrow react-multiple-carousel__arrow--right related-arrow related-arrow--right"
        aria-label={nextLabel}
        onClick={() => next?.()}
      />
    </>
  );
}

/** Related products: infinite, 500 ms transitions, arrows only on desktop sizes. */
export function RelatedCarousel({ cards }: { cards: Card[] }) {
  const { t } = useTranslation('product');
  const ref = useRef<HTMLDivElement>(null);
  useKeepHiddenSlidesOutOfTabOrder(ref);
  return (
    <div ref={ref} className="related-frame">
      <Carousel
        responsive={RELATED_RESPONSIVE}
        infinite
        transitionDuration={500}
        arrows={false}
        renderButtonGroupOutside
        customButtonGroup={<Arrows previousLabel={t('product.gallery.previous')} nextLabel={t('product.gallery.next')} />}
        itemClass="px-2 pb-2"
        containerClass="related-carousel"
      >
        {cards.map((card) => (
          <ProductCard key={card.uuid ?? card.url} card={card} />
        ))}
      </Carousel>
    </div>
  );
}

/**
 * The library marks off-screen (and cloned) slides aria-hidden but leaves their links
 * focusable; making them inert keeps keyboard and screen-reader users on what is visible.
 */
function useKeepHiddenSlidesOutOfTabOrder(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () =>
      root.querySelectorAll('li.react-multi-carousel-item').forEach((li) => {
        const hidden = li.getAttribute('aria-hidden') === 'true';
        if (hidden !== li.hasAttribute('inert')) li.toggleAttribute('inert', hidden);
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref]);
}
