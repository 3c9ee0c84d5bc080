import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { fileOrAddress } from '@/api/files';
import { getBankSlip, type StatementRow } from '@/api/subscriptions';
import { toast } from '@/components/toast/toast-store';
import { errorText } from '@/api/error-text';
import { openInNewTab } from '@/lib/open-in-tab';
import { bankSlipLayout, canDownloadBankSlip } from './statement-rules';

interface Props {
  row: StatementRow;
  name: string;
  onCancel: () => void;
}

/**
 * The bank-slip buttons of a waiting row, laid out by bankSlipLayout: one button (cancel the
 * request), a group (download styled danger while the slip is new, cancel, and at status 2 copy
 * the barcode), or none.
 */
export function BankSlipButtons({ row, name, onCancel }: Props) {
  const { t } = useTranslation('subscriptions');
  const layout = bankSlipLayout(row.bi_status);

  const download = useMutation({
    // The slip's PDF comes through the API (a registered slip is an upload of the API), shown
    // in a tab opened at the click; an address of another site opens as it is.
    mutationFn: () => openInNewTab(async () => fileOrAddress((await getBankSlip(row.id)).url)),
    onError: (error) => toast.danger(errorText(t, error, ['subscriptions'])),
  });

  const copy = useMutation({
    mutationFn: async () => {
      const slip = await getBankSlip(row.id);
      await navigator.clipboard?.writeText(slip.barcode).catch(() => undefined);
      return slip.barcode;
    },
    onSuccess: (barcode) => toast.success(t('statement.barcodeCopied', { barcode })),
    onError: (error) => toast.danger(errorText(t, error, ['subscriptions'])),
  });

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
            <Button key="send" size="sm" variant={layout.sendVariant} onClick={() => download.mutate()} disabled={download.isPending}>
              {t('statement.download')}
            </Button>
          ) : null;
        }
        return (
          <Button key="extra" size="sm" variant="outline-secondary" onClick={() => copy.mutate()} disabled={copy.isPending}>
            {t('statement.copyBarcode')}
          </Button>
        );
      })}
    </div>
  );
}
