import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { siteText } from '@/locales/fa/content';
import { AccountButton } from './account-button';
import { isCurrentLink, SITE_LINKS } from './site-links';
import { SiteLogo } from './site-logo';

/** The phone menu (a drawer, its modal and list) loads when first opened, not with every public page. */
const SiteMenuDrawer = lazy(() =>
  import('./site-menu-drawer').then((module) => ({ default: module.SiteMenuDrawer })),
);

/** The public pages' header: the logo, the pages (a menu on phones) and the way in. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted once opened, so closing it still slides it away.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
          <IconButton
            edge="start"
            aria-label={siteText.openMenu}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <SiteLogo />
          <Box
            component="nav"
            aria-label={siteText.navLabel}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 3, flexGrow: 1 }}
          >
            {SITE_LINKS.map(({ path, label }) => {
              const current = isCurrentLink(pathname, path);
              return (
                <Button
                  key={path}
                  component={Link}
                  to={path}
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    color: current ? 'primary.main' : 'text.secondary',
                    fontWeight: current ? 700 : 500,
                    bgcolor: current ? 'action.selected' : undefined,
                  }}
                >
                  {label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <AccountButton size="medium" />
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
