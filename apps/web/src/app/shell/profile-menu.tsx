import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { PATHS } from '@/lib/route-paths';
import { shellText } from '@/locales/fa/shell';

/** The user's name (empty while it loads) and an avatar button opening «پروفایل» and «خروج». */
export function ProfileMenu({ name }: { name: string }) {
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
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main' }}>
          {name ? name.charAt(0) : <PersonOutlined fontSize="small" />}
        </Avatar>
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
