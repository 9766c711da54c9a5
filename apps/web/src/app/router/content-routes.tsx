import type { RouteObject } from 'react-router';

/** Signed-in pages of public site pages (home, FAQ, terms, about, contact), feedback, referral. */
export const contentSignedInRoutes: RouteObject[] = [];

/** Public pages of public site pages (home, FAQ, terms, about, contact), feedback, referral. */
export const contentPublicRoutes: RouteObject[] = [];
