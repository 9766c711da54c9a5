import type { PageQuery, WithdrawalStatus } from '@vakilyar/contract';

/**
 * Query keys of the admin's money pages. A change to the rate or a package also invalidates the
 * user-facing money keys (`wallet`, `subscription`, `sms-credit`), so the admin's own tabs show new prices.
 */
export const financeKeys = {
  all: ['admin-finance'] as const,
  coinSettings: (query: Partial<PageQuery>) => ['admin-finance', 'coin-settings', query] as const,
  packages: (kind: string) => ['admin-finance', 'packages', kind] as const,
  settings: ['admin-finance', 'settings'] as const,
  payouts: (query: { status?: WithdrawalStatus; page: number }) =>
    ['admin-finance', 'payouts', query] as const,
  userWallet: (pid: string) => ['admin-finance', 'user', pid, 'wallet'] as const,
  userLedger: (pid: string, page: number) => ['admin-finance', 'user', pid, 'ledger', page] as const,
  ledgerCheck: ['admin-finance', 'ledger-check'] as const,
  feePayouts: (status?: WithdrawalStatus) => ['admin-finance', 'fee-payouts', status ?? 'all'] as const,
  allFeePayouts: ['admin-finance', 'fee-payouts'] as const,
};

/** What a price change makes stale: the admin's lists and the prices users see. */
export const priceKeys = [financeKeys.all, ['wallet'], ['subscription'], ['sms-credit']] as const;
