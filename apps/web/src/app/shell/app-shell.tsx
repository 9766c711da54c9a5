import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { Profile } from '@vakilyar/contract';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { displayName } from '@/features/profile/display-name';
import { sectionsFor } from '@/lib/navigation/role-sections';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

/** The frame of every signed-in page: top bar, the drawer on the right, the page. */
export function AppShell() {
  const { data: profile } = useProfile();
  return (
    <AppShellFrame profile={profile}>
      <Outlet />
    </AppShellFrame>
  );
}

/**
 * The frame for `profile`, or as it stands while the profile loads (no profile): a name-less top bar and
 * link-shaped placeholders in the drawer. Also painted from the HTML before the app's code arrives
 * (prerender/render-page.tsx, issue 23).
 */
export function AppShellFrame({ profile, children }: { profile?: Profile; children: ReactNode }) {
  const [phoneDrawerOpen, setPhoneDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        userName={profile ? displayName(profile) : ''}
        hasPhoto={profile?.has_photo ?? false}
        onOpenNavigation={() => setPhoneDrawerOpen(true)}
      />
      <NavDrawer
        sections={sectionsFor(profile?.roles ?? [])}
        loading={!profile}
        phoneOpen={phoneDrawerOpen}
        onPhoneClose={() => setPhoneDrawerOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
