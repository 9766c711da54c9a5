import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { formatJalaliDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { feesText } from '@/locales/fa/fees';
import { useClientAccount } from '../api/get-client-account';
import { fee } from '../kit/amounts';
import { Figures } from '../kit/figures';
import { SectionCard } from '../kit/section-card';
import { PaymentList } from './payments-section';

const text = feesText.client;
const totalsText = feesText.totals;

/** «حساب موکل»: what a client owes across their cases, each case's balance, and their last payments. */
export function ClientAccountPanel({ clientPid }: { clientPid: string }) {
  const account = useClientAccount(clientPid);
  if (account.isPending) return <ListSkeleton rows={3} />;
  if (!account.data) return null;
  const { totals, cases, payments } = account.data;
  return (
    <SectionCard title={text.heading}>
      {cases.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <Stack spacing={2}>
          <Figures
            figures={[
              { label: totalsText.agreed, value: fee(totals.agreed) },
              { label: totalsText.paid, value: fee(totals.paid) },
              { label: totalsText.outstanding, value: fee(totals.outstanding) },
              { label: totalsText.overdue, value: fee(totals.overdue), alarm: totals.overdue > 0 },
            ]}
          />
          <List disablePadding aria-label={feesText.books.cases}>
            {cases.map(({ case: kase, totals: caseTotals, next_due_on }) => (
              <ListItem key={kase.pid} disablePadding divider>
                <ListItemButton
                  component={Link}
                  to={`${PATHS.cases}/${kase.pid}?tab=fees`}
                  sx={{ px: 1, gap: 1, flexWrap: 'wrap' }}
                >
                  <Stack sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{kase.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        `${totalsText.outstanding}: ${fee(caseTotals.outstanding)}`,
                        next_due_on ? text.nextDue(formatJalaliDay(next_due_on)) : null,
                      ]
                        .filter(Boolean)
                        .join('، ')}
                    </Typography>
                  </Stack>
                  {caseTotals.overdue > 0 && (
                    <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
                      {`${totalsText.overdue}: ${fee(caseTotals.overdue)}`}
                    </Typography>
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {payments.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h3">
                {text.lastPayments}
              </Typography>
              <PaymentList payments={payments.slice(0, 5)} label={text.lastPayments} />
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
