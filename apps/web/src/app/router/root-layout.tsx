import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgress } from '../route-progress';

export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
