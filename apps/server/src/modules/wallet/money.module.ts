import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { adminSmsPackageRoutes } from '../messaging/admin-packages.routes.ts';
import { messagingRoutes } from '../messaging/messaging.routes.ts';
import { createMessagingService } from '../messaging/messaging.service.ts';
import { refundSmsCredit, spendSmsCredit } from '../messaging/sms-credit.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { paymentRoutes } from '../payment/payment.routes.ts';
import { createPaymentService } from '../payment/payment.service.ts';
import { createSandboxGateway } from '../payment/sandbox.gateway.ts';
import { sandboxRoutes } from '../payment/sandbox.routes.ts';
import { createZarinpalGateway } from '../payment/zarinpal.gateway.ts';
import { adminSubscriptionPackageRoutes } from '../subscription/admin-packages.routes.ts';
import { chatAllowanceRoutes } from '../subscription/chat-allowance.routes.ts';
import { enforceLimit, type LimitKind, limitsFor } from '../subscription/subscription.limits.ts';
import { subscriptionRoutes } from '../subscription/subscription.routes.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';
import { adminFinanceRoutes } from './admin-finance.routes.ts';
import * as holds from './holds.service.ts';
import { checkLedger } from './ledger-audit.ts';
import { walletRoutes } from './wallet.routes.ts';
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

/** Every wallet, payment, subscription and messaging route. */
export function moneyRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(walletRoutes(services));
    await app.register(paymentRoutes(services));
    await app.register(subscriptionRoutes(services));
    await app.register(chatAllowanceRoutes(services));
    await app.register(messagingRoutes(services));
    await app.register(adminFinanceRoutes(services));
    await app.register(adminSubscriptionPackageRoutes(services));
    await app.register(adminSmsPackageRoutes(services));
    if (services.money.gateway.name === 'sandbox') await app.register(sandboxRoutes(services.money.db));
  };
}
