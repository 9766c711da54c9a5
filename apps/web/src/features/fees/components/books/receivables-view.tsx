import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPersianNumber } from '@vakilyar/contract';
import { Link as RouterLink } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { formatJalaliDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { feesText } from '@/locales/fa/fees';
import { useReceivables } from '../../api/get-books';
import { fee } from '../../kit/amounts';
import { Figures } from '../../kit/figures';
import { MoneyTable } from './money-table';

const text = feesText.books;

/** What each client owes, those with overdue instalments first. */
export function ReceivablesView() {
  const receivables = useReceivables();
  if (receivables.isPending) return <ListSkeleton rows={4} />;
  if (!receivables.data) return <Typography color="error">{feesText.loadFailed}</Typography>;
  const { rows, total_outstanding, total_overdue } = receivables.data;
  return (
    <Stack spacing={2}>
      <Figures
        figures={[
          { label: text.totalOutstanding, value: fee(total_outstanding) },
          { label: text.totalOverdue, value: fee(total_overdue), alarm: total_overdue > 0 },
        ]}
      />
      {rows.length === 0 ? (
        <Typography color="text.secondary">{text.receivablesEmpty}</Typography>
      ) : (
        <MoneyTable
          label={text.tabs.receivables}
          head={[
            text.client,
            text.cases,
            text.agreed,
            text.paid,
            text.outstanding,
            text.overdue,
            text.oldestOverdue,
          ]}
          rows={rows.map((row) => ({
            key: row.client.pid,
            alarm: row.overdue > 0,
            cells: [
              <Link key="client" component={RouterLink} to={`${PATHS.clients}/${row.client.pid}`}>
                {row.client.name}
              </Link>,
              formatPersianNumber(row.cases),
              fee(row.agreed),
              fee(row.paid),
              fee(row.outstanding),
              fee(row.overdue),
              row.oldest_overdue_on ? formatJalaliDay(row.oldest_overdue_on) : '—',
            ],
          }))}
        />
      )}
    </Stack>
  );
}
