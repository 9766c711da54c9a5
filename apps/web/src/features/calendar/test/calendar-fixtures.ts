import type { CalendarEvent, CalendarSettings, Reminder } from '@vakilyar/contract';

/** A hearing of the demo office on Monday 2 Azar 1405 at 10:00 local time; override what a test needs. */
export function eventAt(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    pid: 'evt_1',
    title: 'جلسه رسیدگی مطالبه وجه چک',
    event_type: 'hearing',
    starts_at: new Date(2026, 10, 23, 10).toISOString(),
    ends_at: new Date(2026, 10, 23, 11).toISOString(),
    all_day: false,
    location: null,
    court: 'دادگاه عمومی حقوقی تهران',
    branch: '۱۲',
    description: null,
    case: null,
    deadline: null,
    calendar: 'office',
    shared_with_clients: true,
    sms_clients: false,
    shared_view: false,
    reminders_count: 0,
    can_edit: true,
    created_by: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
    created_at: '2026-11-01T08:30:00Z',
    updated_at: '2026-11-01T08:30:00Z',
    ...overrides,
  };
}

export function reminderOf(event: CalendarEvent, overrides: Partial<Reminder> = {}): Reminder {
  return {
    pid: 'rem_1',
    event: event.pid,
    remind_before_minutes: 1440,
    remind_at: new Date(new Date(event.starts_at).getTime() - 1440 * 60000).toISOString(),
    channel: 'in_app',
    status: 'scheduled',
    sms_status: null,
    sent_at: null,
    recipient: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
    can_delete: true,
    created_at: '2026-11-01T08:30:00Z',
    ...overrides,
  };
}

export const calendarSettings: CalendarSettings = {
  reminder_offsets: [1440, 60],
  default_channel: 'in_app',
  sms_reminders: false,
  week_start: 'saturday',
  working_days: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday'],
  work_starts: '08:00',
  work_ends: '17:00',
  feed: { enabled: false, created_at: null },
};
