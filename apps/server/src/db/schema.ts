export * from '../modules/auth/auth.tables.ts';
export * from '../modules/office/office.tables.ts';
export * from '../modules/sms/sms.tables.ts';
export * from '../modules/wallet/money.tables.ts';
