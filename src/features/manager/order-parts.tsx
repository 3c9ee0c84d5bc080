import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/error-text';
import { fileOrAddress } from '@/api/files';
import type { PaymentOrder } from './api/manager';
import { toast } from '@/components/toast/toast-store';
import { openInNewTab } from '@/lib/open-in-tab';

// The theme has no 'info' colour (bg-info would paint nothing): a sent slip is the primary blue.
const STATUS_TONE: Record<string, string> = { WAITING: 'warning', SENT: 'primary', PAID: 'success', CANCELLED: 'secondary' };

/** The order's status in words, on its colour. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('manager');
  return (
    <Badge bg={STATUS_TONE[status] ?? 'secondary'} text={status === 'WAITING' ? 'dark' : undefined}>
      {t(`orders.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** 'Vencida' beside an open order's expiry once it has passed: a word, not a colour alone. */
export function OverdueBadge() {
  const { t } = useTranslation('manager');
  return (
    <Badge bg="danger" className="align-text-bottom">
      {t('orders.overdue')}
    </Badge>
  );
}

/** The link to the order's bank-slip PDF. */
export function SlipPdfLink({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('manager');
  const url = order.bank_slip?.url;
  if (!url) return null;
  return (
    <a
      href={url}
      className="text-decoration-underline"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('orders.downloadSlip', { id: order.payment_order_id })}
      onClick={(e) => {
        // The file comes through the API (a new tab's navigation would miss the simulated API).
        e.preventDefault();
        openInNewTab(() => fileOrAddress(url)).catch((error: unknown) => toast.danger(errorText(t, error, ['manager'])));
      }}
    >
      {t('orders.pdf')}
    </a>
  );
}
