import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Expense } from '@vakilyar/contract';
import { formatJalaliDay } from '@/lib/format/jalali';
import { fee } from './amounts';

type ExpenseShown = Pick<Expense, 'kind_label' | 'amount' | 'spent_on' | 'description'>;

/** An expense as a list shows it: its kind and amount, then its day and what it was for. */
export function ExpenseSummary({ expense }: { expense: ExpenseShown }) {
  return (
    <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{`${expense.kind_label}، ${fee(expense.amount)}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[formatJalaliDay(expense.spent_on), expense.description].filter(Boolean).join('، ')}
      </Typography>
    </Stack>
  );
}
