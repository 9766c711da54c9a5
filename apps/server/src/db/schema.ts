export * from '../modules/auth/auth.tables.ts';
export * from '../modules/calendar/calendar.tables.ts';
export * from '../modules/chat/chat.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/notification/notification.tables.ts';
export * from '../modules/office/office.tables.ts';
export * from '../modules/sms/sms.tables.ts';
export * from '../modules/wallet/money.tables.ts';
