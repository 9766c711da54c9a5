import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';

/** Ledger, wallet, payments, subscriptions and SMS credit. */
export function createMoneyServices(_ctx: ModuleContext) {
  return {};
}

export type MoneyServices = ReturnType<typeof createMoneyServices>;

/** Every wallet, payment, subscription and messaging route. */
export function moneyRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
