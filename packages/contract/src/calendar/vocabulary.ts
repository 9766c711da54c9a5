// Wire codes in English, labels in Persian for the UI.

export const CALENDAR_EVENT_TYPES = ['hearing', 'deadline', 'meeting', 'expert', 'other'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export const CALENDAR_EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  hearing: 'جلسه رسیدگی',
  deadline: 'مهلت قانونی',
  meeting: 'ملاقات با موکل',
  expert: 'کارشناسی',
  other: 'سایر',
};

export const REMINDER_CHANNELS = ['in_app', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<ReminderChannel, string> = {
  in_app: 'اعلان در برنامه',
  sms: 'پیامک',
};

/** scheduled -> sent (fired) | missed (its time came after the event had ended). */
export const REMINDER_STATUSES = ['scheduled', 'sent', 'missed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = {
  scheduled: 'در انتظار',
  sent: 'ارسال‌شده',
  missed: 'منقضی',
};

/** What became of a reminder's SMS when it fired (null for in-app reminders). */
export const REMINDER_SMS_OUTCOMES = ['sent', 'no_credit', 'disabled', 'failed'] as const;
export type ReminderSmsOutcome = (typeof REMINDER_SMS_OUTCOMES)[number];
export const REMINDER_SMS_OUTCOME_LABELS: Record<ReminderSmsOutcome, string> = {
  sent: 'پیامک ارسال شد',
  no_credit: 'اعتبار پیامک کافی نبود؛ فقط اعلان در برنامه',
  disabled: 'یادآوری پیامکی خاموش است؛ فقط اعلان در برنامه',
  failed: 'ارسال پیامک ناموفق بود؛ فقط اعلان در برنامه',
};

export const WEEKDAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  saturday: 'شنبه',
  sunday: 'یکشنبه',
  monday: 'دوشنبه',
  tuesday: 'سه‌شنبه',
  wednesday: 'چهارشنبه',
  thursday: 'پنجشنبه',
  friday: 'جمعه',
};

/** Longest a reminder may come before its event: 30 days, in minutes. */
export const MAX_REMINDER_MINUTES = 30 * 24 * 60;
/** Most reminders one person may keep on one event. */
export const MAX_REMINDERS_PER_EVENT = 10;
