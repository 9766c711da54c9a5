import type { CalendarEvent, CalendarSettings, Holiday, Reminder } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { pageOf } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { calendarSettings } from './calendar-fixtures';

const api = '/api/court-calendar/v1';

export interface CalendarApi {
  /** Every query string the events list was asked with. */
  listed: URLSearchParams[];
  created: unknown[];
  updated: unknown[];
  deleted: string[];
  remindersCreated: unknown[];
  remindersDeleted: string[];
}

interface CalendarApiOptions {
  events?: CalendarEvent[];
  reminders?: Reminder[];
  holidays?: Holiday[];
  settings?: CalendarSettings;
}

/** The calendar's endpoints over fixed data, recording what the page sends. */
export function serveCalendar({
  events = [],
  reminders = [],
  holidays = [],
  settings = calendarSettings,
}: CalendarApiOptions = {}): CalendarApi {
  const calls: CalendarApi = {
    listed: [],
    created: [],
    updated: [],
    deleted: [],
    remindersCreated: [],
    remindersDeleted: [],
  };
  server.use(
    // The shell's own calls on every page.
    http.get('/api/notification/v1/alarms/', () =>
      HttpResponse.json({ result: { ...pageOf([]).result, unseen_count: 0 } }),
    ),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
    http.get('/api/lawyer-office/v1/cases/', () => HttpResponse.json(pageOf([]))),
    http.get(`${api}/events/`, ({ request }) => {
      calls.listed.push(new URL(request.url).searchParams);
      return HttpResponse.json(pageOf(events));
    }),
    http.get(`${api}/holidays/`, () => HttpResponse.json(pageOf(holidays))),
    http.get(`${api}/settings/get_settings/`, () => HttpResponse.json({ result: settings })),
    http.get(`${api}/reminders/event/:pid/`, () => HttpResponse.json(pageOf(reminders))),
    http.delete(`${api}/events/:pid/delete_event/`, ({ params }) => {
      calls.deleted.push(String(params.pid));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${api}/reminders/:pid/delete_reminder/`, ({ params }) => {
      calls.remindersDeleted.push(String(params.pid));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** For the first look at the lazily loaded page: its module (and the pickers) may still be compiling. */
export const LOAD = { timeout: 12000 } as const;
