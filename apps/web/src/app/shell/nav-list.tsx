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
import { usePrefetchIntent } from '../router/use-prefetch-path';

interface NavListProps {
  sections: readonly Section[];
  /** Closes the phone drawer once a link is chosen. */
  onNavigate?: () => void;
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The section the page belongs to: the deepest one whose path holds it (`/admin/users` over `/admin`). */
function currentPath(pathname: string, sections: readonly Section[]): string | undefined {
  return sections
    .filter((section) => isUnder(pathname, section.path))
    .sort((first, second) => second.path.length - first.path.length)[0]?.path;
}

interface NavLinkProps {
  section: Section;
  isCurrent: boolean;
  onNavigate?: () => void;
}

/** One section's link; its page starts loading when the user shows the intent to open it. */
function NavLink({ section: { key, path, Icon }, isCurrent, onNavigate }: NavLinkProps) {
  const prefetchIntent = usePrefetchIntent(path);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={path}
        selected={isCurrent}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
        {...prefetchIntent}
        sx={{ borderRadius: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={sectionText[key].label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The drawer's links, under a subheader where a group of sections begins. */
export function NavList({ sections, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  const current = currentPath(pathname, sections);
  return (
    <List sx={{ px: 1 }}>
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {section.group && section.group !== sections[index - 1]?.group && (
            <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1 }}>
              {sectionGroupText[section.group]}
            </ListSubheader>
          )}
          <NavLink section={section} isCurrent={section.path === current} onNavigate={onNavigate} />
        </Fragment>
      ))}
    </List>
  );
}
