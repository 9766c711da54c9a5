import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { sectionText } from '@/locales/fa/navigation';

const handle: RouteHandle = { title: sectionText.calendar.label };

/** Signed-in pages of the court calendar (month, week and agenda views, events, reminders, settings). */
export const calendarSignedInRoutes: RouteObject[] = [
  {
    path: PATHS.calendar,
    handle,
    lazy: () =>
      import('@/features/calendar/pages/calendar-page').then((module) => ({
        Component: module.CalendarPage,
      })),
  },
];

/** Public pages of the court calendar: none; the ICS feed is served by the API. */
export const calendarPublicRoutes: RouteObject[] = [];
