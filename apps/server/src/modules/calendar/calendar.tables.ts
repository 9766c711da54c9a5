// The calendar module's tables (court calendar: events, reminders, settings, holidays), exported once for db/schema.ts.

export { calendarClientTexts } from './tables/client-texts.ts';
export { calendarEvents } from './tables/events.ts';
export { calendarHolidays } from './tables/holidays.ts';
export { calendarReminders } from './tables/reminders.ts';
export { calendarSettings } from './tables/settings.ts';
