import Typography from '@mui/material/Typography';
import { formatPersianNumber } from '@vakilyar/contract';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { feesText } from '@/locales/fa/fees';
import { useIncome } from '../../api/get-books';
import { fee } from '../../kit/amounts';
import { MoneyTable } from './money-table';

const text = feesText.books;

/** Fees received in each Jalali month of the year, online ones apart, with the month's expenses. */
export function IncomeView({ year }: { year: number }) {
  const income = useIncome(year);
  if (income.isPending) return <ListSkeleton rows={6} />;
  if (!income.data) return <Typography color="error">{feesText.loadFailed}</Typography>;
  const { months, total } = income.data;
  return (
    <MoneyTable
      label={text.tabs.income}
      head={[text.month, text.received, text.online, text.paymentsCount, text.expenses]}
      rows={months.map((m) => ({
        key: String(m.month),
        cells: [m.label, fee(m.received), fee(m.online), formatPersianNumber(m.payments), fee(m.expenses)],
      }))}
      foot={[
        text.total,
        fee(total),
        fee(months.reduce((s, m) => s + m.online, 0)),
        formatPersianNumber(months.reduce((s, m) => s + m.payments, 0)),
        fee(months.reduce((s, m) => s + m.expenses, 0)),
      ]}
    />
  );
}
