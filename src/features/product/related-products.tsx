import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@/api/catalog';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { useNearViewport } from '@/lib/use-near-viewport';

// The carousel library and its measuring on mount load when the section nears the screen:
// below the gallery and the details, it is not part of the first view.
const RelatedCarousel = lazyPart(() => import('./related-carousel').then((m) => m.RelatedCarousel));

/** 'Produtos relacionados': heading at once, carousel when the user gets near it. */
export function RelatedProducts({ cards }: { cards: Card[] }) {
  const { t } = useTranslation('product');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  if (!cards.length) return null;
  const placeholder = <div className="related-placeholder" aria-hidden="true" />;
  return (
    <section className="mt-5" aria-labelledby="related-title" ref={ref}>
      <h2 id="related-title" className="h5">
        {t('product.related')}
      </h2>
      {near ? (
        // A carousel whose code could not load leaves its place empty; the page goes on.
        <LazySlot fallback={placeholder}>
          <RelatedCarousel cards={cards} />
        </LazySlot>
      ) : (
        placeholder
      )}
    </section>
  );
}
