import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { AlarmBell } from '@/features/notifications/components/alarm-bell';
import { WalletBalanceChip } from '@/features/wallet/components/wallet-balance-chip';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { shellText } from '@/locales/fa/shell';
import { ProfileMenu } from './profile-menu';

interface TopBarProps {
  /** Empty while the profile loads. */
  userName: string;
  /** The user has a profile photo: the avatar shows it. */
  hasPhoto: boolean;
  onOpenNavigation: () => void;
}

/** Above the drawer: the menu button on phones, «وکیل‌یار», and the user's menu. */
export function TopBar({ userName, hasPhoto, onOpenNavigation }: TopBarProps) {
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={shellText.openNavigation}
          onClick={onOpenNavigation}
          sx={{ display: { sm: 'none' }, mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={Link}
          to={PATHS.dashboard}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          {commonText.appName}
        </Typography>
        <AlarmBell />
        <WalletBalanceChip />
        <ProfileMenu name={userName} hasPhoto={hasPhoto} />
      </Toolbar>
    </AppBar>
  );
}
