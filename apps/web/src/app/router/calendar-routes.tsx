import type { RouteObject } from 'react-router';

/** Signed-in pages of the court calendar (month, week and agenda views, events, reminders, settings). */
export const calendarSignedInRoutes: RouteObject[] = [];

/** Public pages of the court calendar (month, week and agenda views, events, reminders, settings). */
export const calendarPublicRoutes: RouteObject[] = [];
