import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '@/features/content/components/site-header';

/**
 * The footer (contact details, social links, the newsletter form) sits below the fold and waits on the
 * site's settings anyway: it loads beside the page rather than before it (issue 14).
 */
const SiteFooter = lazy(() =>
  import('@/features/content/components/site-footer').then((module) => ({ default: module.SiteFooter })),
);

/** The frame of public pages: the site's header (pages, the way in), the page, the footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
