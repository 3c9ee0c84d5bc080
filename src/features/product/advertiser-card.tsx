import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertiserPhone, ProductMain } from '@/api/product';
import { lazyPart, LazySlot } from '@/components/lazy-slot';
import { RemoteImage } from '@/components/remote-image';
import { toast } from '@/components/toast/toast-store';

// The phone in the app's phone format, and the ways to call: only a buyer who registered interest
// sees them, so their code (the phone masks) loads then, not with every product link.
const PhoneNumber = lazyPart(() => import('./contact-actions').then((m) => m.PhoneNumber));
const ContactActions = lazyPart(() => import('./contact-actions').then((m) => m.ContactActions));

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

/**
 * 'Tenho interesse': it opens a dialog, so there is nothing to send twice (a plain button, not the
 * forms' SubmitButton). Busy while an earlier interest is looked up or a revealed phone's code loads.
 */
function InterestButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation('product');
  return (
    <button
      type="button"
      className="btn btn-success btn-lg w-100"
      onClick={onClick}
      title={t('product.seePhone')}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="me-2 spinner-border spinner-border-sm" aria-hidden="true" /> : null}
      {t('product.interest')}
    </button>
  );
}

/** Who sells the part; the phone stays hidden until the buyer registers interest. */
export function AdvertiserCard({ main, phone, checking = false, pageUrl, onInterest }: Props) {
  const { t } = useTranslation('product');
  // The revealed phone's code could not be loaded: the number shows as the API gives it, a red
  // toast says why the buttons are missing, and no button is left spinning.
  const [contactFailed, setContactFailed] = useState(false);
  const told = useRef(false);
  // Both parts (the number and the buttons) come from one file: one failure, one toast.
  const failed = () => {
    if (!told.current) toast.danger(t('states.partFailed', { ns: 'common' }));
    told.current = true;
    setContactFailed(true);
  };
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
            {phone ? (
              <LazySlot fallback={contactFailed ? `${phone.phoneCode} ${phone.phoneNumber}` : t('product.hiddenPhone')} onFailed={failed}>
                <PhoneNumber phone={phone} />
              </LazySlot>
            ) : (
              t('product.hiddenPhone')
            )}
          </span>
        </Detail>
        {phone ? (
          <LazySlot fallback={contactFailed ? null : <InterestButton onClick={onInterest} busy />} onFailed={failed}>
            <ContactActions phone={phone} partName={main.description ?? ''} pageUrl={pageUrl} />
          </LazySlot>
        ) : (
          <InterestButton onClick={onInterest} busy={checking} />
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
