import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPersianNumber } from '@vakilyar/contract';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { feesText } from '@/locales/fa/fees';
import { useYearlyStatement } from '../../api/get-books';
import { feeBoth } from '../../kit/amounts';
import { MoneyTable } from './money-table';

const text = feesText.books;

/** The yearly statement for the bar and the tax office: fees received, stamps and the bar's shares, expenses. */
export function YearlyView({ year }: { year: number }) {
  const statement = useYearlyStatement(year);
  if (statement.isPending) return <ListSkeleton rows={6} />;
  if (!statement.data) return <Typography color="error">{feesText.loadFailed}</Typography>;
  const s = statement.data;
  const rows: [string, string][] = [
    [text.feesReceived, feeBoth(s.fees_received)],
    [text.attorneyFees, feeBoth(s.attorney_fees)],
    [text.stamps, feeBoth(s.stamps)],
    [text.barFund, feeBoth(s.bar_fund)],
    [text.bar, feeBoth(s.bar)],
    [text.assessedIncome, feeBoth(s.assessed_income)],
    [text.allExpenses, feeBoth(s.expenses)],
    [text.billableExpenses, feeBoth(s.billable_expenses)],
    [text.agreements, formatPersianNumber(s.agreements)],
    ...s.by_method.map((m): [string, string] => [`${text.byMethod}: ${m.label}`, feeBoth(m.amount)]),
  ];
  // The statement's first line names the span of the year; the others repeat the table's figures.
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {[text.yearlyIntro, s.lines[0]].filter(Boolean).join(' ')}
      </Typography>
      <MoneyTable
        label={text.tabs.yearly}
        head={[text.item, text.amount]}
        rows={rows.map(([label, value]) => ({ key: label, cells: [label, value] }))}
      />
    </Stack>
  );
}
