import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { pageDescriptionText } from '@/locales/fa/navigation';
import { adminSignedInRoutes } from './admin-routes';
import { calendarPublicRoutes, calendarSignedInRoutes } from './calendar-routes';
import { chatOpenRoutes, chatPublicRoutes, chatSignedInRoutes } from './chat-routes';
import { contentPublicRoutes, contentSignedInRoutes } from './content-routes';
import { lawOpenRoutes } from './law-routes';
import { moneyPublicRoutes, moneySignedInRoutes } from './money-routes';
import { notificationPublicRoutes, notificationSignedInRoutes } from './notification-routes';
import { officePublicRoutes, officeSignedInRoutes } from './office-routes';
import { withPrefetch } from './prefetch';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { redirectSignedInUser } from './session-redirects';

const featureSignedInRoutes = [
  ...officeSignedInRoutes,
  ...moneySignedInRoutes,
  ...calendarSignedInRoutes,
  ...notificationSignedInRoutes,
  ...chatSignedInRoutes,
  ...contentSignedInRoutes,
  ...adminSignedInRoutes,
];
const featurePublicRoutes = [
  ...officePublicRoutes,
  ...moneyPublicRoutes,
  ...calendarPublicRoutes,
  ...notificationPublicRoutes,
  ...chatPublicRoutes,
  ...contentPublicRoutes,
];

/**
 * Every route of the app (docs/screens.md). Pages and both frames (the public site's, the signed-in shell)
 * load lazily: `/` and `/login` fetch only what they draw, and a navigation has a real loading phase for the
 * progress bar. The signed-in shell and the pages people work on start their first queries into
 * `queryClient` beside their code (page-prefetches.ts). An unknown path ends on the error page as a 404.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        path: PATHS.login,
        handle: { title: commonText.login, description: pageDescriptionText.login },
        loader: redirectSignedInUser,
        lazy: () =>
          import('@/features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage })),
      },
      {
        lazy: () => import('../shell/public-layout').then((module) => ({ Component: module.PublicLayout })),
        children: featurePublicRoutes,
      },
      {
        lazy: () =>
          import('../shell/session-aware-layout').then((module) => ({
            Component: module.SessionAwareLayout,
          })),
        children: [...chatOpenRoutes, ...lawOpenRoutes],
      },
      {
        lazy: () => import('./signed-in-shell').then((module) => ({ Component: module.SignedInShell })),
        children: withPrefetch(
          [
            {
              path: PATHS.dashboard,
              lazy: () =>
                import('@/features/dashboard/pages/dashboard-page').then((module) => ({
                  Component: module.DashboardPage,
                })),
            },
            {
              path: PATHS.profile,
              lazy: () =>
                import('@/features/profile/pages/profile-page').then((module) => ({
                  Component: module.ProfilePage,
                })),
            },
            ...featureSignedInRoutes,
          ],
          queryClient,
        ),
      },
    ],
  },
];
