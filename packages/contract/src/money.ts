// Wallet, payments, subscriptions and SMS credit: schemas, paths and the money rules both sides share.
export * from './money/admin.ts';
export * from './money/messaging.ts';
export * from './money/paths.ts';
export * from './money/payment.ts';
export * from './money/rules.ts';
export * from './money/subscription.ts';
export * from './money/wallet.ts';
