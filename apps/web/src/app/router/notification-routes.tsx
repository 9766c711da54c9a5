import type { RouteObject } from 'react-router';

/** Signed-in pages of court notices. */
export const notificationSignedInRoutes: RouteObject[] = [];

/** Public pages of court notices. */
export const notificationPublicRoutes: RouteObject[] = [];
