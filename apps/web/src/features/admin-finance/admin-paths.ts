import { PATHS } from '@/lib/route-paths';

/** The admin's money and users pages (the landing `/admin` itself belongs to the content pages). */
export const ADMIN_FINANCE_PATH = `${PATHS.admin}/finance`;
export const ADMIN_USERS_PATH = `${PATHS.admin}/users`;
export const adminUserPath = (pid: string) => `${ADMIN_USERS_PATH}/${pid}`;
export const ADMIN_CONSULTANTS_PATH = `${PATHS.admin}/consultants`;
export const ADMIN_CONSULTATIONS_PATH = `${PATHS.admin}/consultations`;

/** The tabs of /admin/finance, each its own address so a tab can be linked and reloaded. */
export const FINANCE_TABS = [
  { key: 'rate', path: 'rate' },
  { key: 'coinPackages', path: 'coin-packages' },
  { key: 'subscriptions', path: 'subscriptions' },
  { key: 'sms', path: 'sms' },
  { key: 'settings', path: 'settings' },
  { key: 'payouts', path: 'payouts' },
  { key: 'feePayouts', path: 'fee-payouts' },
  { key: 'ledger', path: 'ledger' },
] as const;

export type FinanceTabKey = (typeof FINANCE_TABS)[number]['key'];
