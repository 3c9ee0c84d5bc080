import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertiserPhone, ProductMain } from '@/api/product';
import { SubmitButton } from '@/components/form/submit-button';
import { RemoteImage } from '@/components/remote-image';
import { ContactActions, phoneText } from './contact-actions';

interface Props {
  main: ProductMain;
  phone: AdvertiserPhone | null;
  /** A logged-in buyer's earlier interest is being looked up: the button waits for the answer. */
  checking?: boolean;
  pageUrl: string;
  onInterest: () => void;
}

/** A labelled line of the card ('Frete: …'); nothing when there is no value. */
function Detail({
  label,
  labelClassName = 'fw-semibold',
  className,
  children,
}: {
  label: string;
  labelClassName?: string;
  className: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p className={className}>
      <span className={labelClassName}>{label}: </span>
      {children}
    </p>
  );
}

/** Who sells the part; the phone stays hidden until the buyer registers interest. */
export function AdvertiserCard({ main, phone, checking = false, pageUrl, onInterest }: Props) {
  const { t } = useTranslation('product');
  return (
    <section className="card shadow-sm mt-3" aria-labelledby="advertiser-title">
      <div className="card-body">
        <h2 id="advertiser-title" className="h6 text-uppercase text-body-secondary">
          {t('product.advertiser')}
        </h2>
        <div className="d-flex align-items-center gap-3 mb-2">
          <RemoteImage
            src={main.advertiser_image}
            width={64}
            height={64}
            className="rounded-circle border bg-white advertiser-img"
            alt={t('product.advertiserImage', { name: main.advertiser })}
          />
          <div>
            <p className="fw-bold mb-0">{main.advertiser}</p>
            <Detail label={t('product.location')} labelClassName="visually-hidden" className="mb-0 small">
              {main.advertiser_location}
            </Detail>
          </div>
        </div>
        <Detail label={t('product.phone')} className="mb-2">
          <span data-testid="advertiser-phone" aria-live="polite">
            {phone ? phoneText(phone) : t('product.hiddenPhone')}
          </span>
        </Detail>
        {phone ? (
          <ContactActions phone={phone} partName={main.description ?? ''} pageUrl={pageUrl} />
        ) : (
          <SubmitButton variant="success" size="lg" className="w-100" onClick={onInterest} title={t('product.seePhone')} busy={checking}>
            {t('product.interest')}
          </SubmitButton>
        )}
        {/* The app's own sentence, in the page's language; the advertiser's shipping details (if any) as written, after it. */}
        <Detail label={t('product.shipping')} className="small mt-3 mb-0">
          {main.advertiser_location ? t('product.shipsFrom', { location: main.advertiser_location }) : t('product.shipsAgreed')}
          {main.shipping ? ` ${main.shipping}` : null}
        </Detail>
      </div>
    </section>
  );
}
