import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { commonText } from '@/locales/fa/common';
import { RouteProgress } from '../route-progress';
import { useRouteTitle } from './route-handle';

export function RootLayout() {
  const routeTitle = useRouteTitle();
  // A layout effect runs before every page's own `useDocumentTitle` effect, so a page's title still wins.
  useLayoutEffect(() => {
    document.title = routeTitle ? commonText.documentTitle(routeTitle) : commonText.appName;
  }, [routeTitle]);

  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
