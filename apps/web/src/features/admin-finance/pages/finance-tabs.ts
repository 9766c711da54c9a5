// The tabs of /admin/finance, loaded together the first time one opens.
export { CoinPackagesEditor } from '../components/coin-packages-editor';
export { CoinRateTab } from '../components/coin-rate-tab';
export { FeePayoutsTab } from '../components/fee-payouts-tab';
export { FinanceSettingsTab } from '../components/finance-settings-form';
export { LedgerCheckTab } from '../components/ledger-check-tab';
export { PayoutsTab } from '../components/payouts-tab';
export { SmsPackagesEditor } from '../components/sms-packages-editor';
export { SubscriptionPackagesEditor } from '../components/subscription-packages-editor';
