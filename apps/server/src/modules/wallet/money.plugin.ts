import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSmsPackageRoutes } from '../messaging/admin-packages.routes.ts';
import { messagingRoutes } from '../messaging/messaging.routes.ts';
import { paymentRoutes } from '../payment/payment.routes.ts';
import { sandboxRoutes } from '../payment/sandbox.routes.ts';
import { adminSubscriptionPackageRoutes } from '../subscription/admin-packages.routes.ts';
import { chatAllowanceRoutes } from '../subscription/chat-allowance.routes.ts';
import { subscriptionRoutes } from '../subscription/subscription.routes.ts';
import { upgradeRoutes } from '../subscription/upgrade.routes.ts';
import { adminFinanceRoutes } from './admin-finance.routes.ts';
import type { MoneyServices } from './money.services.ts';
import { walletRoutes } from './wallet.routes.ts';

/** Every wallet, payment, subscription and messaging route. */
export function moneyRoutes(money: MoneyServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(walletRoutes(money));
    await app.register(paymentRoutes(money));
    await app.register(subscriptionRoutes(money));
    await app.register(upgradeRoutes(money));
    await app.register(chatAllowanceRoutes(money));
    await app.register(messagingRoutes(money));
    await app.register(adminFinanceRoutes(money));
    await app.register(adminSubscriptionPackageRoutes(money));
    await app.register(adminSmsPackageRoutes(money));
    if (money.gateway.name === 'sandbox') await app.register(sandboxRoutes(money.db));
  };
}
