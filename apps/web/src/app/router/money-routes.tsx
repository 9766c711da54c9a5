import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { sectionText, subPageText } from '@/locales/fa/navigation';

const handle = (title: string): RouteHandle => ({ title });

/** The money pages (wallet, subscription, SMS credit, payments, payment result). */
export const moneySignedInRoutes: RouteObject[] = [
  {
    path: PATHS.wallet,
    handle: handle(sectionText.wallet.label),
    lazy: () =>
      import('@/features/wallet/pages/wallet-page').then((module) => ({ Component: module.WalletPage })),
  },
  {
    path: PATHS.subscription,
    handle: handle(sectionText.subscription.label),
    lazy: () =>
      import('@/features/subscription/pages/subscription-page').then((module) => ({
        Component: module.SubscriptionPage,
      })),
  },
  {
    path: PATHS.smsCredit,
    handle: handle(sectionText.smsCredit.label),
    lazy: () =>
      import('@/features/sms-credit/pages/sms-credit-page').then((module) => ({
        Component: module.SmsCreditPage,
      })),
  },
  {
    path: PATHS.payments,
    handle: handle(sectionText.payments.label),
    lazy: () =>
      import('@/features/payments/pages/payments-page').then((module) => ({
        Component: module.PaymentsPage,
      })),
  },
  {
    // Where the gateway's callback sends the browser back; the session survives the visit to the bank.
    path: PATHS.paymentResult,
    handle: handle(subPageText.paymentResult),
    lazy: () =>
      import('@/features/payments/pages/payment-result-page').then((module) => ({
        Component: module.PaymentResultPage,
      })),
  },
];

export const moneyPublicRoutes: RouteObject[] = [];
