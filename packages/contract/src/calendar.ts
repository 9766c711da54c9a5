// Requests and responses of the calendar module (court calendar: events, reminders, settings, deadline calculator, ICS feed).
export * from './calendar/deadlines.ts';
export * from './calendar/events.ts';
export * from './calendar/fields.ts';
export * from './calendar/holidays.ts';
export * from './calendar/paths.ts';
export * from './calendar/reminders.ts';
export * from './calendar/settings.ts';
export * from './calendar/vocabulary.ts';
