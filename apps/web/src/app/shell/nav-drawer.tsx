import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { NavSkeleton } from '@/components/skeletons/nav-skeleton';
import type { Section } from '@/lib/navigation/sections';
import { shellText } from '@/locales/fa/shell';
import { NavList } from './nav-list';

export const DRAWER_WIDTH = 264;

interface NavDrawerProps {
  sections: readonly Section[];
  /** The user's roles are still loading: link-shaped placeholders instead of an empty drawer. */
  loading?: boolean;
  phoneOpen: boolean;
  onPhoneClose: () => void;
}

/**
 * The navigation drawer on the right: permanent from 600 px up, a temporary one opened by the
 * menu button on phones. Styles are written left-to-right and mirrored by the RTL cache, so the
 * `left` anchor lands on the right edge.
 */
export function NavDrawer({ sections, loading = false, phoneOpen, onPhoneClose }: NavDrawerProps) {
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return (
    <Box
      component="nav"
      aria-label={shellText.navigation}
      sx={{ width: { sm: DRAWER_WIDTH }, flexShrink: { sm: 0 } }}
    >
      <Drawer
        variant="temporary"
        anchor="left"
        open={phoneOpen}
        onClose={onPhoneClose}
        sx={{ display: { xs: 'block', sm: 'none' }, ...paper }}
      >
        {/* The app bar stays above the phone drawer; this keeps the first link out from under it. */}
        <Toolbar />
        {loading ? <NavSkeleton /> : <NavList sections={sections} onNavigate={onPhoneClose} />}
      </Drawer>
      <Drawer variant="permanent" anchor="left" open sx={{ display: { xs: 'none', sm: 'block' }, ...paper }}>
        <Toolbar />
        {loading ? <NavSkeleton /> : <NavList sections={sections} />}
      </Drawer>
    </Box>
  );
}
