/** Every path of the calendar module, relative to the API base `/api` (trailing slash canonical). */
export const CALENDAR_API = {
  events: {
    list: '/court-calendar/v1/events/',
    detail: (pid: string) => `/court-calendar/v1/events/${pid}/`,
    create: '/court-calendar/v1/events/create_event/',
    update: (pid: string) => `/court-calendar/v1/events/${pid}/update_event/`,
    remove: (pid: string) => `/court-calendar/v1/events/${pid}/delete_event/`,
  },
  reminders: {
    ofEvent: (eventPid: string) => `/court-calendar/v1/reminders/event/${eventPid}/`,
    create: '/court-calendar/v1/reminders/create_reminder/',
    remove: (pid: string) => `/court-calendar/v1/reminders/${pid}/delete_reminder/`,
  },
  settings: {
    get: '/court-calendar/v1/settings/get_settings/',
    update: '/court-calendar/v1/settings/update_settings/',
    rotateFeedToken: '/court-calendar/v1/settings/rotate_feed_token/',
    disableFeed: '/court-calendar/v1/settings/disable_feed/',
  },
  deadlines: { calculate: '/court-calendar/v1/deadlines/calculate/' },
  /** Official holidays, for the month view (any signed-in user). */
  holidays: '/court-calendar/v1/holidays/',
  /** The private ICS feed: no Bearer token, the token in the address is the secret. */
  feed: (token: string) => `/court-calendar/v1/feed/${token}.ics`,
  admin: {
    holidays: '/admin/v1/calendar/holidays/',
    holiday: (pid: string) => `/admin/v1/calendar/holidays/${pid}/`,
  },
} as const;
