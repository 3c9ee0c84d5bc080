import { useTranslation } from 'react-i18next';
import { isAccessError } from '@/api/errors';
import { usePaymentOrderAction, type PaymentOrderAction, type PaymentOrderActionInput } from '@/api/manager';
import { reloadWithToast } from './reload-with-toast';

export type OrderAction = PaymentOrderAction;

const SUCCESS_KEY: Record<OrderAction, string> = {
  send: 'success.sent',
  cancelSlip: 'success.slipCancelled',
  pay: 'success.paid',
  cancelOrder: 'success.orderCancelled',
};

/**
 * Send, cancel or pay a bank slip, or cancel the order: success
 * stores a success toast and reloads; a failure other than 401/403 stores 'Erro na requisição'
 * and reloads; a 401 (login) or 403 (the plans page) is the session code's.
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
          reloadWithToast({ type: 'danger', message: t('errors.requestError') });
        },
      }),
  };
}
