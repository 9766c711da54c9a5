import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@vakilyar/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { subscriptionKeys } from '@/features/subscription/api/subscription-keys';
import { walletKeys } from '@/features/wallet/api/wallet-keys';
import { peekReturn, takeReturn } from '@/features/wallet/pay-difference/draft';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { feesText } from '@/locales/fa/fees';
import { payDifferenceText } from '@/locales/fa/pay-difference';
import { paymentsText } from '@/locales/fa/payments';
import { usePayment } from '../api/get-payment';
import { paymentsKeys } from '../api/payments-keys';
import { useVerifyPayment } from '../api/verify-payment';
import { PaymentDetails } from '../components/payment-details';
import { PaymentOutcomeCard } from '../components/payment-outcome-card';
import { outcomeOf, outcomeWithoutPayment, readReturnQuery } from '../outcome';

function ResultActions({ payment }: { payment?: Payment }) {
  const text = paymentsText.result;
  const forSubscription = payment?.purpose === 'subscription';
  const verify = useVerifyPayment();
  if (payment?.purpose === 'office_fee') {
    return (
      <Button variant="contained" component={Link} to={PATHS.myCases}>
        {feesText.result.toMyCases}
      </Button>
    );
  }
  return (
    <>
      {payment?.status === 'pending' && (
        <Button
          variant="contained"
          color="warning"
          loading={verify.isPending}
          onClick={() => verify.mutate(payment.pid)}
        >
          {text.checkAgain}
        </Button>
      )}
      {forSubscription && (
        <Button variant="contained" component={Link} to={PATHS.subscription}>
          {text.toSubscription}
        </Button>
      )}
      <Button variant={forSubscription ? 'outlined' : 'contained'} component={Link} to={PATHS.wallet}>
        {text.toWallet}
      </Button>
      <Button component={Link} to={PATHS.payments}>
        {text.toPayments}
      </Button>
    </>
  );
}

/**
 * /payment/result: where the gateway's callback sends the browser (`pid`, `status`, `reason`).
 * The link is only a hint; the page shows what the server recorded after verifying with the bank.
 */
export function PaymentResultPage() {
  const [search] = useSearchParams();
  const hint = readReturnQuery(search);
  const payment = usePayment(hint.pid);
  const paidSubscription = payment.data?.status === 'paid' && payment.data.purpose === 'subscription';
  const current = useCurrentSubscription(paidSubscription);
  const subscriptionStarted = current.isSuccess ? current.data?.payment_pid === payment.data?.pid : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answered = payment.data ? payment.data.status !== 'pending' : !hint.pid || payment.isError;
  const settled = answered && !(paidSubscription && current.isPending);
  // A started subscription needs no form: its result is shown here as before.
  const formWaits = settled && !(paidSubscription && subscriptionStarted !== false);

  // Paying the difference for a form: back to it, with what was typed, once the bank has answered.
  useEffect(() => {
    if (!settled || !peekReturn()) return;
    const target = takeReturn();
    if (!formWaits || !target) return;
    if (payment.data?.status === 'paid') notifySuccess(payDifferenceText.backPaid);
    else notifyError(payDifferenceText.backNotPaid);
    navigate(target.path, { replace: true });
  }, [settled, formWaits, payment.data?.status, navigate]);

  // Coins may have arrived and a subscription may have started while the user was at the bank.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all, refetchType: 'none' });
  }, [queryClient]);

  return (
    <PageLayout title={paymentsText.result.title}>
      {hint.pid && (payment.isPending || (paidSubscription && current.isPending)) && <PageLoader />}
      {payment.data && (!paidSubscription || !current.isPending) && (
        <PaymentOutcomeCard
          outcome={outcomeOf(payment.data, hint, subscriptionStarted)}
          details={<PaymentDetails payment={payment.data} />}
          actions={<ResultActions payment={payment.data} />}
        />
      )}
      {(!hint.pid || payment.isError) && (
        <PaymentOutcomeCard outcome={outcomeWithoutPayment(hint)} actions={<ResultActions />} />
      )}
    </PageLayout>
  );
}
