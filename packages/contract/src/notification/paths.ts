// Paths, relative to the API base `{host}/api` like `API` in paths.ts.
const cn = '/court-notification/v1';

/** Every path of the notification module (trailing slash canonical). */
export const notificationPaths = {
  notices: `${cn}/court-notifications/`,
  notice: (pid: string) => `${cn}/court-notifications/${pid}/`,
  importantNotices: `${cn}/court-notifications/important/`,
  unreadNoticeCount: `${cn}/court-notifications/unread-count/`,
  createNotice: `${cn}/court-notifications/create/`,
  deleteNotice: (pid: string) => `${cn}/court-notifications/${pid}/delete/`,
  /** PUT: every field of `create/` again (a notice from photos gets its number, date, court, branch, case). */
  updateNotice: (pid: string) => `${cn}/court-notifications/${pid}/update/`,
  markNoticesRead: `${cn}/court-notifications/mark-as-read/`,
  markAllNoticesRead: `${cn}/court-notifications/mark-all-as-read/`,
  getPreferences: `${cn}/preferences/get_preferences/`,
  updatePreferences: `${cn}/preferences/update_preferences/`,
  uploadNoticeFiles: `${cn}/files/upload-files/`,
  sendNoticeImages: `${cn}/images/send-images/`,
  alarms: '/notification/v1/alarms/',
  alarmsBulkSeen: '/notification/v1/alarms/bulk-seen/',
  /** Server-sent events: `alarms` when the caller's alarms change, `expired` when the access token runs out. */
  alarmsStream: '/notification/v1/alarms/stream/',
} as const;
