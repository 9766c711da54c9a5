import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Chip from '@mui/material/Chip';
import { permissionsOf } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { walletText } from '@/locales/fa/wallet';
import { useWalletBalance } from '../api/get-wallet-balance';

/**
 * The top bar's wallet balance, a link to /wallet; shown only to roles that have a wallet (not to a
 * secretary or an admin), and only once the balance is known.
 */
export function WalletBalanceChip() {
  const { data: profile } = useProfile();
  const hasWallet = permissionsOf(profile?.roles ?? []).has('wallet.view');
  const { data: balance } = useWalletBalance(hasWallet);
  if (!hasWallet || balance === undefined) return null;
  return (
    <Chip
      component={Link}
      to={PATHS.wallet}
      clickable
      icon={<AccountBalanceWalletOutlined />}
      label={walletText.coins(formatNumber(balance))}
      aria-label={walletText.chip(formatNumber(balance))}
      sx={{
        mx: 1,
        color: 'inherit',
        bgcolor: 'rgba(255, 255, 255, 0.14)',
        '& .MuiChip-icon': { color: 'inherit' },
        '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.24)' },
      }}
    />
  );
}
