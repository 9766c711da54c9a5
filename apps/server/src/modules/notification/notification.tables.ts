// The notification module's tables (court notices and alarms), exported once for db/schema.ts.
export { alarms } from './tables/alarms.ts';
export {
  courtNoticeAttachments,
  courtNoticeReads,
  courtNotices,
  notificationPreferences,
} from './tables/court-notices.ts';
