import type { PageQuery, TransactionsQuery } from '@vakilyar/contract';

/**
 * Query keys of the wallet; anything that moves coins (a purchase, a subscription, a verified
 * payment) invalidates `walletKeys.all`.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  details: ['wallet', 'details'] as const,
  transactions: (query: Partial<TransactionsQuery>) => ['wallet', 'transactions', query] as const,
  coinSettings: ['wallet', 'coin-settings'] as const,
  coinPackages: ['wallet', 'coin-packages'] as const,
  pendingEarnings: ['wallet', 'pending-earnings'] as const,
  withdrawals: (query: Partial<PageQuery>) => ['wallet', 'withdrawals', query] as const,
};
