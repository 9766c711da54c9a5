// The calendar module's tables (court calendar: events, reminders, settings, deadline calculator, ICS feed).
export {};
