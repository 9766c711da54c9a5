import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { useUserWallet } from '@/features/admin-finance/api/user-money';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { StatTile } from '@/features/payments/components/stat-tile';
import { formatNumber } from '@/lib/format/money';
import { adminUsersText } from '@/locales/fa/admin-users';
import { commonText } from '@/locales/fa/common';
import { UserLedger } from './user-ledger';

const text = adminUsersText.wallet;

/** The user's wallet from the finance API, and the entries of the ledger behind it. */
export function UserWallet({ pid }: { pid: string }) {
  const wallet = useUserWallet(pid);
  return (
    <SectionPanel title={text.heading}>
      {wallet.isPending && <PageLoader />}
      {wallet.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={adminUsersText.loadFailed}
          action={<Button onClick={() => wallet.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {wallet.data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <StatTile emphasis label={text.balance} value={text.coins(formatNumber(wallet.data.balance))} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label={text.held} value={formatNumber(wallet.data.held)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label={text.totalIn} value={formatNumber(wallet.data.total_in)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatTile label={text.totalOut} value={formatNumber(wallet.data.total_out)} />
          </Grid>
        </Grid>
      )}
      <UserLedger pid={pid} />
    </SectionPanel>
  );
}
