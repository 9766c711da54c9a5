// Requests and responses of the calendar module (court calendar: events, reminders, settings, deadline calculator, ICS feed).
export {};
