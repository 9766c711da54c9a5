import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import type { Section } from '@/lib/navigation/sections';
import { sectionGroupText, sectionText } from '@/locales/fa/navigation';

interface NavListProps {
  sections: readonly Section[];
  /** Closes the phone drawer once a link is chosen. */
  onNavigate?: () => void;
}

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The drawer's links, under a subheader where a group of sections begins. */
export function NavList({ sections, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <List sx={{ px: 1 }}>
      {sections.map(({ key, path, group, Icon }, index) => {
        const current = isCurrent(pathname, path);
        return (
          <Fragment key={key}>
            {group && group !== sections[index - 1]?.group && (
              <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1 }}>
                {sectionGroupText[group]}
              </ListSubheader>
            )}
            <ListItem disablePadding>
              <ListItemButton
                component={Link}
                to={path}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={sectionText[key].label} />
              </ListItemButton>
            </ListItem>
          </Fragment>
        );
      })}
    </List>
  );
}
