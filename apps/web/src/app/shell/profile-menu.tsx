import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar';
import { PATHS } from '@/lib/route-paths';
import { shellText } from '@/locales/fa/shell';

/**
 * The user's name (empty while it loads) and an avatar button, with their photo when they have one, opening
 * «پروفایل» and «خروج».
 */
export function ProfileMenu({ name, hasPhoto }: { name: string; hasPhoto: boolean }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const close = () => setAnchor(null);

  return (
    <>
      <Typography sx={{ display: { xs: 'none', sm: 'block' }, mx: 1 }}>{name}</Typography>
      <IconButton
        color="inherit"
        aria-label={shellText.accountMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ProfileAvatar name={name} hasPhoto={hasPhoto} size={34} background="secondary.main" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={PATHS.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {shellText.profile}
        </MenuItem>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {shellText.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
