import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { commonText } from '@/locales/fa/common';
import { RouteProgress } from '../route-progress';
import { useRouteHead } from './route-handle';

/** The page's `<meta name="description">`, created if the HTML shell lacks it. */
function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export function RootLayout() {
  const { title, description } = useRouteHead();
  // A layout effect runs before every page's own `useDocumentTitle` effect, so a page's title still wins.
  useLayoutEffect(() => {
    document.title = title ? commonText.documentTitle(title) : commonText.appName;
  }, [title]);
  useLayoutEffect(() => {
    setMetaDescription(description ?? commonText.defaultDescription);
  }, [description]);

  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
