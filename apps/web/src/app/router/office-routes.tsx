import type { RouteObject } from 'react-router';

/** The law office's pages (clients, cases, archive, secretaries, my cases, access link). */
export const officeSignedInRoutes: RouteObject[] = [];
export const officePublicRoutes: RouteObject[] = [];
