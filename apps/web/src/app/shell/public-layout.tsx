import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/features/content/components/site-footer';
import { SiteHeader } from '@/features/content/components/site-header';
import { useHasSession } from '@/lib/auth/session';
import { AppShell } from './app-shell';

/** The frame of public pages: the site's header (pages, the way in), the page, the footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}

/**
 * Pages open to everyone that a signed-in user reaches from the app (the consultants directory): the
 * app's frame once signed in, the public site's frame for a visitor.
 */
export function SessionAwareLayout() {
  return useHasSession() ? <AppShell /> : <PublicLayout />;
}
