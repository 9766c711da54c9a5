import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { LEDGER_PAGE_SIZE, useUserLedger } from '@/features/admin-finance/api/user-money';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { adminUsersText } from '@/locales/fa/admin-users';
import { commonText } from '@/locales/fa/common';

const text = adminUsersText.wallet;

/** «+۱۰۰» or «−۲۵»: the sign leads, whatever the reading direction. */
const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatNumber(Math.abs(amount))}`;

/** The user's ledger entries, newest first, ten to a page. */
export function UserLedger({ pid }: { pid: string }) {
  const [page, setPage] = useState(1);
  const ledger = useUserLedger(pid, page);
  return (
    <Stack spacing={1} component="section" aria-label={text.ledgerHeading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.ledgerHeading}
      </Typography>
      {ledger.isPending && <PageLoader />}
      {ledger.isError && <Typography color="error">{adminUsersText.loadFailed}</Typography>}
      {ledger.data?.count === 0 && <Typography color="text.secondary">{text.ledgerEmpty}</Typography>}
      {ledger.data && ledger.data.count > 0 && (
        <>
          {ledger.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {ledger.data.results.map((entry) => (
              <Stack
                component="li"
                key={`${entry.movement_pid}-${entry.bucket}`}
                direction="row"
                spacing={1}
                sx={{ py: 1, alignItems: 'center' }}
              >
                <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>{entry.kind_label}</Typography>
                    {entry.bucket === 'held' && (
                      <Chip size="small" variant="outlined" label={text.heldBucket} />
                    )}
                  </Stack>
                  {entry.description && (
                    <Typography variant="body2" color="text.secondary">
                      {entry.description}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {formatJalaliDateTime(entry.created_at)}
                  </Typography>
                </Stack>
                <Typography
                  dir="ltr"
                  sx={{
                    fontWeight: 700,
                    color: entry.amount < 0 ? 'error.main' : 'success.main',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {signed(entry.amount)}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <ListPagination
            count={ledger.data.count}
            page={page}
            pageSize={LEDGER_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
