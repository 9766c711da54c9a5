import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';
import { PATHS } from '@/lib/route-paths';
import { sectionText, subPageText } from '@/locales/fa/navigation';

const handle = (title: string): RouteHandle => ({ title });

/** Signed-in pages of court notices. */
export const notificationSignedInRoutes: RouteObject[] = [
  {
    path: PATHS.courtNotices,
    handle: handle(sectionText.courtNotices.label),
    lazy: () =>
      import('@/features/court-notices/pages/court-notices-page').then((module) => ({
        Component: module.CourtNoticesPage,
      })),
  },
  {
    path: `${PATHS.courtNotices}/:pid`,
    handle: handle(subPageText.courtNotice),
    lazy: () =>
      import('@/features/court-notices/pages/court-notice-page').then((module) => ({
        Component: module.CourtNoticePage,
      })),
  },
];

/** Public pages of court notices. */
export const notificationPublicRoutes: RouteObject[] = [];
