import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MyCaseFees as MyCaseFeesData, toPersianDigits } from '@vakilyar/contract';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { formatJalaliDay } from '@/lib/format/jalali';
import { feesText } from '@/locales/fa/fees';
import { useMyCaseFees, usePayOnline } from '../api/my-case-fees';
import { fee } from '../kit/amounts';
import { ExpenseSummary } from '../kit/expense-summary';
import { Figures } from '../kit/figures';
import { InstalmentChip } from '../kit/instalment-chip';
import { SectionCard } from '../kit/section-card';
import { PaymentList } from './payments-section';

const text = feesText.portal;

function Fees({ data, casePid }: { data: MyCaseFeesData; casePid: string }) {
  const pay = usePayOnline(casePid);
  const { agreement, totals, instalments, payments, billable_expenses: expenses } = data;
  if (!agreement) return <Typography color="text.secondary">{text.empty}</Typography>;
  const firstOpen = instalments.find((i) => i.status !== 'paid');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DetailRow label={text.agreement} value={`${agreement.basis_label}، ${fee(agreement.agreed_fee)}`} />
        {agreement.contract_registration_no && (
          <DetailRow label={text.registration} value={toPersianDigits(agreement.contract_registration_no)} />
        )}
        {agreement.signed_on && (
          <DetailRow label={text.signedOn} value={formatJalaliDay(agreement.signed_on)} />
        )}
      </Stack>
      <Figures
        figures={[
          ...(totals.billable_expenses > 0
            ? [{ label: text.expenses, value: fee(totals.billable_expenses) }]
            : []),
          { label: feesText.totals.paid, value: fee(totals.paid) },
          { label: feesText.totals.outstanding, value: fee(totals.outstanding) },
          { label: feesText.totals.overdue, value: fee(totals.overdue), alarm: totals.overdue > 0 },
        ]}
      />
      {instalments.length > 0 && (
        <List disablePadding aria-label={feesText.instalments.heading}>
          {instalments.map((instalment) => (
            <ListItem key={instalment.pid} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Stack sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {`${feesText.instalments.number(toPersianDigits(instalment.number))}، ${fee(instalment.amount)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${feesText.instalments.dueOn}: ${formatJalaliDay(instalment.due_on)}`}
                </Typography>
              </Stack>
              <InstalmentChip instalment={instalment} />
              {data.can_pay_online && instalment.status !== 'paid' && (
                <Button
                  size="small"
                  variant={instalment.pid === firstOpen?.pid ? 'contained' : 'outlined'}
                  startIcon={<CreditCardOutlined />}
                  loading={pay.isPending && pay.variables?.instalment === instalment.pid}
                  disabled={pay.isPending}
                  onClick={() => pay.mutate({ instalment: instalment.pid })}
                >
                  {text.payInstalment(toPersianDigits(instalment.number))}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {data.can_pay_online && instalments.length === 0 && totals.outstanding > 0 && (
        <Button
          variant="contained"
          startIcon={<CreditCardOutlined />}
          loading={pay.isPending}
          onClick={() => pay.mutate({ amount: totals.outstanding })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {text.payRest}
        </Button>
      )}
      {expenses.length > 0 && <ChargedExpenses expenses={expenses} />}
      <Typography variant="subtitle2" component="h3">
        {text.receipts}
      </Typography>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{text.noReceipts}</Typography>
      ) : (
        <PaymentList payments={payments} label={text.receipts} />
      )}
    </Stack>
  );
}

/** What the office spent on the case and charges to the client, so the outstanding figure adds up. */
function ChargedExpenses({ expenses }: { expenses: MyCaseFeesData['billable_expenses'] }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {text.expenses}
      </Typography>
      <List disablePadding aria-label={text.expenses}>
        {expenses.map((expense) => (
          <ListItem key={expense.pid} divider disableGutters>
            <ExpenseSummary expense={expense} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** «پرداخت‌ها» on the client's case page: the agreement, the instalments, receipts, and paying online. */
export function MyCaseFees({ casePid }: { casePid: string }) {
  const fees = useMyCaseFees(casePid);
  if (fees.isPending || !fees.data) return null;
  return (
    <SectionCard title={text.heading}>
      <Fees data={fees.data} casePid={casePid} />
    </SectionCard>
  );
}
