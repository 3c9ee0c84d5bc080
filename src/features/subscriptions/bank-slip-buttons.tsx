import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useCopyBarcode, useOpenBankSlip, type StatementRow } from '@/features/subscriptions/api/subscriptions';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';
import { bankSlipLayout, canDownloadBankSlip } from './statement-rules';

/**
 * The bank-slip buttons of a waiting row, laid out by bankSlipLayout: one button (cancel the
 * request), a group (download styled danger while the slip is new, cancel, and at status 2 copy
 * the barcode), or none.
 */
export function BankSlipButtons({ row, name, onCancel }: { row: StatementRow; name: string; onCancel: () => void }) {
  const { t } = useTranslation('subscriptions');
  const layout = bankSlipLayout(row.bi_status);
  const download = useOpenBankSlip(row.id);
  const copy = useCopyBarcode(row.id);
  const failed = (error: unknown) => toast.danger(errorText(t, error, ['subscriptions']));

  if (layout.kind === 'none') return null;
  const cancel = (
    <Button key="cancel" variant="outline-danger" size="sm" onClick={onCancel}>
      {t('statement.cancelRequest')}
    </Button>
  );
  if (layout.kind === 'single') return cancel;
  return (
    // Separate buttons that wrap onto more lines in a narrow column (a joined group overflowed it).
    <div role="group" className="d-flex flex-wrap gap-1" aria-label={t('statement.bankSlipActions', { plan: name })}>
      {layout.actions.map((action) => {
        if (action === 'cancel') return cancel;
        if (action === 'send') {
          return canDownloadBankSlip(row.bi_status) ? (
            <Button
              key="send"
              size="sm"
              variant={layout.sendVariant}
              onClick={() => download.mutate(undefined, { onError: failed })}
              disabled={download.isPending}
            >
              {t('statement.download')}
            </Button>
          ) : null;
        }
        return (
          <Button
            key="extra"
            size="sm"
            variant="outline-secondary"
            onClick={() => copy.mutate(undefined, { onSuccess: (barcode) => toast.success(t('statement.barcodeCopied', { barcode })), onError: failed })}
            disabled={copy.isPending}
          >
            {t('statement.copyBarcode')}
          </Button>
        );
      })}
    </div>
  );
}
