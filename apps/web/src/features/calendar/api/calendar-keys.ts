/** Query keys of the calendar; an event's change invalidates `calendarKeys.events` (every view's lists). */
export const calendarKeys = {
  events: ['calendar', 'events'] as const,
  range: (from: string, to: string) => ['calendar', 'events', 'range', from, to] as const,
  agenda: (params: object) => ['calendar', 'events', 'agenda', params] as const,
  reminders: (eventPid: string) => ['calendar', 'reminders', eventPid] as const,
  settings: ['calendar', 'settings'] as const,
  holidays: (from: string, to: string) => ['calendar', 'holidays', from, to] as const,
};
