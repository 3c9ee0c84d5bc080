import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeOffer } from '@/api/catalog';
import { RemoteImage } from '@/components/remote-image';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import './special-offers.css';

/** The offer pictures are drawn 3:2; the box keeps that ratio at any width, so nothing shifts as they load. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

/**
 * The special-offer cards of the home: three across from md up, one column below (a picture
 * beside its text, so three offers do not push the lists a whole screen down on a phone).
 * Each card is one link, named by the offer text, to the product it offers.
 */
export function SpecialOffers({ offers }: { offers: HomeOffer[] }) {
  const { t } = useTranslation('catalog');
  if (!offers.length) return null;
  return (
    <TitledSection className="special-offers mb-4" headingId="special-offers-title" title={t('home.offers.title')} headingClassName="h5">
      <ul className="row g-3 list-unstyled mb-0">
        {offers.map((offer, i) => (
          <li key={`${offer.url}-${i}`} className="col-12 col-md-4">
            <Link to={paths.product(offer.url)} className="special-offer card h-100 shadow-sm text-body text-decoration-none">
              {/* Decorative: the text beside it names the offer. Below the banner and the summary, so lazy. */}
              <RemoteImage src={offer.imageURL} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} className="special-offer-img" />
              <span className="special-offer-text">{offer.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
