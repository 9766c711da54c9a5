import { useLocation } from 'react-router';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { useDeposit } from '../api/deposit';
import { type DraftForm, saveDraft } from './draft';

/**
 * Pays a wallet's shortfall by card: keeps the form's draft and this page's address, opens the
 * payment and sends the browser to the bank; /payment/result brings it back here.
 */
export function usePayDifference(form: DraftForm) {
  const location = useLocation();
  const deposit = useDeposit();
  const idempotency = useIdempotencyKey();

  const start = async (coins: number, draft: unknown) => {
    try {
      const idempotencyKey = idempotency.keyFor(`pay-difference:${form}:${coins}`);
      const payment = await deposit.mutateAsync({ body: { coins }, idempotencyKey });
      saveDraft(form, draft, location.pathname + location.search);
      goToGateway(payment.payment_url);
    } catch (error) {
      idempotency.settle(error);
    }
  };

  return { start, pending: deposit.isPending || deposit.isSuccess, error: deposit.error };
}
