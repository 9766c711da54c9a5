import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { moneyText } from '@/locales/fa/format';
import { useCoinSettingsHistory } from '../api/coin-settings';
import { formatRate } from '../kit/format';

const PAGE_SIZE = 10;
const text = adminFinanceText.rate;

/** Every rate the admin has set, newest (the current one) first, ten to a page. */
export function RateHistory() {
  const [page, setPage] = useState(1);
  const history = useCoinSettingsHistory(page, PAGE_SIZE);
  if (history.isPending) return <PageLoader />;
  if (history.isError) return <Typography color="error">{adminFinanceText.loadFailed}</Typography>;
  if (history.data.count === 0) return <Typography color="text.secondary">{text.historyEmpty}</Typography>;
  return (
    <Stack spacing={1}>
      {history.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
      <Stack
        component="ol"
        aria-label={text.historyHeading}
        divider={<Divider component="li" />}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {history.data.results.map((rate, index) => (
          <Stack
            component="li"
            key={rate.pid}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ py: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{moneyText.rial(formatRate(rate.exchange_rate))}</Typography>
            {page === 1 && index === 0 && <Chip size="small" color="primary" label={text.currentChip} />}
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatJalaliDateTime(rate.updated_at)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <ListPagination count={history.data.count} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
