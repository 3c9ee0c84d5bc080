import { useTranslation } from 'react-i18next';
import type { AdvertiserPhone } from '@/api/product';
import { toast } from '@/components/toast/toast-store';
import { onlyDigits } from '@/lib/format';
import { formatBusinessPhone } from '@/lib/masks';

/**
 * The advertiser's number in the app's one phone format, the one every phone field and list uses:
 * a mobile as (11) 9-8765-4321, a landline as (11) 3333-4444, 0800 and shared numbers as theirs.
 */
export function phoneText(phone: AdvertiserPhone): string {
  return formatBusinessPhone(`${phone.phoneCode}${phone.phoneNumber}`);
}

/** The revealed phone's text (a part the product page loads once a phone is shown). */
export function PhoneNumber({ phone }: { phone: AdvertiserPhone }) {
  return phoneText(phone);
}

/** wa.me link with the country code and a message naming the part and its page. */
export function whatsappLink(phone: AdvertiserPhone, message: string): string {
  let digits = onlyDigits(`${phone.phoneCode}${phone.phoneNumber}`);
  if (!digits.startsWith('55') || digits.length <= 11) digits = `55${digits}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** After the phone shows: talk on WhatsApp or copy the number. */
export function ContactActions({ phone, partName, pageUrl }: { phone: AdvertiserPhone; partName: string; pageUrl: string }) {
  const { t } = useTranslation('product');
  const copy = async () => {
    const text = phoneText(phone);
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('product.copied'));
    } catch {
      toast.danger(t('product.copyFailed', { phone: text }));
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      <a
        className="btn btn-success"
        href={whatsappLink(phone, t('product.whatsappMessage', { part: partName, link: pageUrl }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('product.whatsapp')}
      </a>
      <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
        {t('product.copy')}
      </button>
    </div>
  );
}
