/** Every money path the web client calls, relative to the API base `/api` like `API` in paths.ts. */
export const moneyPaths = {
  wallet: {
    balance: '/wallet/v1/balance/',
    details: '/wallet/v1/details/',
    transactions: '/wallet/v1/transactions/',
    coinSettings: '/wallet/v1/coin-settings/current/',
    coinPackages: '/wallet/v1/coin-packages/',
    deposit: '/wallet/v1/deposit/',
    withdraw: '/wallet/v1/withdraw/',
    withdrawals: '/wallet/v1/withdrawals/',
    pendingEarnings: '/wallet/v1/pending-earnings/',
  },
  payment: {
    list: '/payment/v1/',
    detail: (pid: string) => `/payment/v1/${pid}/`,
    verify: '/payment/v1/verify/',
    /** Asks the gateway again about a payment left unsettled (a timed-out verify). */
    refresh: (pid: string) => `/payment/v1/${pid}/verify/`,
    createPayment: '/payment/v1/create_payment/',
    sandboxPage: (authority: string) => `/payment/v1/sandbox/${authority}/`,
    sandboxPay: (authority: string) => `/payment/v1/sandbox/${authority}/pay/`,
    sandboxCancel: (authority: string) => `/payment/v1/sandbox/${authority}/cancel/`,
  },
  subscription: {
    packages: '/subscription/v1/packages/',
    package: (pid: string) => `/subscription/v1/packages/${pid}/`,
    list: '/subscription/v1/subscriptions/',
    detail: (pid: string) => `/subscription/v1/subscriptions/${pid}/`,
    current: '/subscription/v1/subscriptions/current/',
    subscribe: '/subscription/v1/subscriptions/subscribe/',
    upgradeQuote: '/subscription/v1/subscriptions/upgrade-quote/',
    upgrade: '/subscription/v1/subscriptions/upgrade/',
    topUpAndSubscribe: '/subscription/v1/subscriptions/top_up_and_subscribe/',
    cancel: (pid: string) => `/subscription/v1/subscriptions/${pid}/cancel/`,
    verifyPayment: (pid: string) => `/subscription/v1/subscriptions/${pid}/verify_payment/`,
  },
  messaging: {
    balance: '/messaging/v1/balance/my-balance/',
    packages: '/messaging/v1/packages/',
    purchases: '/messaging/v1/purchases/',
  },
  chat: { activeSubscription: '/chat/v1/subscriptions/active/' },
  admin: {
    coinSettings: '/admin/v1/finance/coin-settings/',
    coinPackages: '/admin/v1/finance/coin-packages/',
    coinPackage: (pid: string) => `/admin/v1/finance/coin-packages/${pid}/`,
    subscriptionPackages: '/admin/v1/finance/subscription-packages/',
    subscriptionPackage: (pid: string) => `/admin/v1/finance/subscription-packages/${pid}/`,
    smsPackages: '/admin/v1/finance/sms-packages/',
    smsPackage: (pid: string) => `/admin/v1/finance/sms-packages/${pid}/`,
    settings: '/admin/v1/finance/settings/',
    payoutRequests: '/admin/v1/finance/payout-requests/',
    payPayout: (pid: string) => `/admin/v1/finance/payout-requests/${pid}/pay/`,
    rejectPayout: (pid: string) => `/admin/v1/finance/payout-requests/${pid}/reject/`,
    userWallet: (pid: string) => `/admin/v1/finance/users/${pid}/wallet/`,
    userLedger: (pid: string) => `/admin/v1/finance/users/${pid}/ledger/`,
    ledgerCheck: '/admin/v1/finance/ledger/check/',
  },
} as const;

/** The header every money-moving POST accepts: the same key twice moves money once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
