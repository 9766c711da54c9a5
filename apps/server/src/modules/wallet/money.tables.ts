// Every table of the money modules, for db/schema.ts and drizzle-kit.
export * from '../messaging/messaging.tables.ts';
export * from '../payment/payment.tables.ts';
export * from '../subscription/subscription.tables.ts';
export * from './wallet.tables.ts';
