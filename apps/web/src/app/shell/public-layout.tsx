import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/features/content/components/site-footer';
import { SiteHeader } from '@/features/content/components/site-header';

/**
 * The frame of public pages: the site's header (pages, the way in), the page, the footer. The footer is
 * part of the frame's chunk: a prerendered page hydrates it in the same pass as the rest, before the site's
 * settings can answer and change its text.
 */
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
