import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/error-text';
import { isAccessError, isApiError } from '@/api/errors';
import { usePaymentOrderAction, type PaymentOrderAction, type PaymentOrderActionInput } from './api/manager';
import { toast } from '@/components/toast/toast-store';
import { reloadWithToast } from './reload-with-toast';

export type OrderAction = PaymentOrderAction;

const SUCCESS_KEY: Record<OrderAction, string> = {
  send: 'success.sent',
  cancelSlip: 'success.slipCancelled',
  pay: 'success.paid',
  cancelOrder: 'success.orderCancelled',
};

/** No reply came (offline, the connection dropped, the server never answered): a reload would not load either. */
const noReply = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Send, cancel or pay a bank slip, or cancel the order: success stores a success toast and reloads;
 * a refusal or a server error (other than 401/403) stores 'Erro na requisição' and reloads; a call
 * that got no reply keeps the page (reloading offline would end on the browser's own error page)
 * and says why in a red toast, the dialog still open with what was typed; a 401 (login) or 403
 * (the plans page) is the session code's.
 */
export function useOrderAction() {
  const { t } = useTranslation('manager');
  const mutation = usePaymentOrderAction();
  return {
    ...mutation,
    mutateAsync: (input: PaymentOrderActionInput) =>
      mutation.mutateAsync(input, {
        onSuccess: (_data, { action }) => reloadWithToast({ type: 'success', message: t(SUCCESS_KEY[action]) }),
        onError: (error) => {
          if (isAccessError(error)) return;
          if (noReply(error)) toast.danger(errorText(t, error, ['manager']));
          else reloadWithToast({ type: 'danger', message: t('errors.requestError') });
        },
      }),
  };
}
