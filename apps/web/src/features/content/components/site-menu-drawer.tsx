import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router';
import { siteText } from '@/locales/fa/content';
import { isCurrentLink, SITE_LINKS } from './site-links';

interface SiteMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The public pages as a menu from the top, on phones. */
export function SiteMenuDrawer({ open, onClose }: SiteMenuDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer anchor="top" open={open} onClose={onClose}>
      <Box component="nav" aria-label={siteText.navLabel} sx={{ pt: 1, pb: 2 }}>
        <List>
          {SITE_LINKS.map(({ path, label }) => (
            <ListItemButton
              key={path}
              component={Link}
              to={path}
              selected={isCurrentLink(pathname, path)}
              onClick={onClose}
            >
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
