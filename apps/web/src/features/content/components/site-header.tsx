import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { siteText } from '@/locales/fa/content';
import { AccountButton } from './account-button';
import { isCurrentLink, SITE_LINKS } from './site-links';
import { SiteLogo } from './site-logo';

/** The public pages' header: the logo, the pages (a menu on phones) and the way in. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

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
            onClick={() => setMenuOpen(true)}
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
      <Drawer anchor="top" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box component="nav" aria-label={siteText.navLabel} sx={{ pt: 1, pb: 2 }}>
          <List>
            {SITE_LINKS.map(({ path, label }) => (
              <ListItemButton
                key={path}
                component={Link}
                to={path}
                selected={isCurrentLink(pathname, path)}
                onClick={() => setMenuOpen(false)}
              >
                <ListItemText primary={label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
