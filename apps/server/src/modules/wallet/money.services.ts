import type { ModuleContext } from '../../core/module-context.ts';
import { createMessagingService } from '../messaging/messaging.service.ts';
import { refundSmsCredit, spendSmsCredit } from '../messaging/sms-credit.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { createPaymentService } from '../payment/payment.service.ts';
import { createSandboxGateway } from '../payment/sandbox.gateway.ts';
import { createZarinpalGateway } from '../payment/zarinpal.gateway.ts';
import { enforceLimit, type LimitKind, limitsFor } from '../subscription/subscription.limits.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';
import { createUpgradeService } from '../subscription/subscription.upgrade.ts';
import * as holds from './holds.service.ts';
import { checkLedger } from './ledger-audit.ts';
import { createWalletService } from './wallet.service.ts';

/** The configured gateway: the sandbox bank by default, ZarinPal's v4 API when PAYMENT_GATEWAY=zarinpal. */
export function gatewayFor(ctx: ModuleContext): PaymentGateway {
  const { config } = ctx;
  if (config.PAYMENT_GATEWAY === 'zarinpal') {
    return createZarinpalGateway({
      merchantId: config.ZARINPAL_MERCHANT_ID ?? '',
      baseUrl: config.ZARINPAL_BASE_URL,
    });
  }
  return createSandboxGateway(ctx.db);
}

/** Ledger, wallet, payments, subscriptions and SMS credit. */
export function createMoneyServices(ctx: ModuleContext) {
  return buildMoneyServices(ctx, gatewayFor(ctx));
}

/** The money services over a given gateway (tests pass a ZarinPal pointed at a fake, or a slow one). */
export function buildMoneyServices(ctx: ModuleContext, gateway: PaymentGateway) {
  const { db } = ctx;
  const payments = createPaymentService(db, gateway);
  const wallet = createWalletService(db, payments);
  const subscriptions = createSubscriptionService(db, payments);
  payments.onPurpose('subscription', subscriptions.paymentHooks);
  const messaging = createMessagingService(db);
  return {
    db,
    gateway,
    publicUrl: ctx.config.PUBLIC_URL,
    payments,
    wallet,
    subscriptions,
    upgrades: createUpgradeService(db, payments),
    /** Plan limits: enforce(userId, 'cases' | 'ai_chats_per_month', currentCount) throws a 402 when reached. */
    limits: {
      of: (userId: number) => limitsFor(db, userId),
      enforce: (userId: number, kind: LimitKind, currentCount: number) =>
        enforceLimit(db, userId, kind, currentCount),
    },
    messaging: {
      ...messaging,
      /** One credit per SMS part (70 Persian characters, 67 a part when split); 402 when short. */
      spend: (userId: number, text: string, options?: Parameters<typeof spendSmsCredit>[3]) =>
        spendSmsCredit(db, userId, text, options),
      refund: (userId: number, spendKey: string, segments: number) =>
        refundSmsCredit(db, userId, spendKey, segments),
    },
    /** Fee holds for consultations and chats (see holds.service.ts). */
    holds: {
      hold: (input: holds.HoldFeeInput) => holds.holdFee(db, input),
      charge: (pid: string) => holds.chargeHold(db, pid),
      release: (pid: string) => holds.releaseHold(db, pid),
      complete: (pid: string, completedAt?: Date) => holds.completeHold(db, pid, completedAt),
      dispute: (pid: string) => holds.disputeHold(db, pid),
      refund: (pid: string) => holds.refundHold(db, pid),
      payout: (pid: string, options?: { now?: Date; force?: boolean }) => holds.payoutHold(db, pid, options),
      payDue: (now?: Date) => holds.payDueHolds(db, now),
      get: (pid: string) => holds.getHold(db, pid),
    },
    checkLedger: () => checkLedger(db),
  };
}

export type MoneyServices = ReturnType<typeof createMoneyServices>;
