// Requests and responses of the notification module (court notices and alarms).
export * from './notification/alarms.ts';
export * from './notification/court-notices.ts';
export * from './notification/paths.ts';
