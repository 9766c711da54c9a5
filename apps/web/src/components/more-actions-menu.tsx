import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';
import { commonText } from '@/locales/fa/common';

export interface MoreAction {
  label: string;
  Icon: typeof SvgIcon;
  onClick: () => void;
  /** Deletes or takes away: drawn in red, and its own confirm dialog follows. */
  destructive?: boolean;
}

/**
 * «اقدامات بیشتر»: the rare and destructive actions of a page, out of reach of a hurried click beside
 * the title. Each item closes the menu, then runs (a delete opens its confirm dialog).
 */
export function MoreActionsMenu({ actions }: { actions: readonly MoreAction[] }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={commonText.moreActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map(({ label, Icon, onClick, destructive }) => (
          <MenuItem
            key={label}
            onClick={() => {
              setAnchor(null);
              onClick();
            }}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={destructive ? { color: 'error.main' } : undefined}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
