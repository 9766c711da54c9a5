import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { Section } from '@/lib/navigation/sections';
import { shellText } from '@/locales/fa/shell';
import { NavList } from './nav-list';

export const DRAWER_WIDTH = 264;

interface NavDrawerProps {
  sections: readonly Section[];
  phoneOpen: boolean;
  onPhoneClose: () => void;
}

/**
 * The navigation drawer on the right: permanent from 600 px up, a temporary one opened by the
 * menu button on phones. Styles are written left-to-right and mirrored by the RTL cache, so the
 * `left` anchor lands on the right edge.
 */
export function NavDrawer({ sections, phoneOpen, onPhoneClose }: NavDrawerProps) {
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
        <NavList sections={sections} onNavigate={onPhoneClose} />
      </Drawer>
      <Drawer variant="permanent" anchor="left" open sx={{ display: { xs: 'none', sm: 'block' }, ...paper }}>
        <Toolbar />
        <NavList sections={sections} />
      </Drawer>
    </Box>
  );
}
