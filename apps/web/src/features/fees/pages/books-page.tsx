import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { FEES_API, toPersianDigits } from '@vakilyar/contract';
import { format } from 'date-fns-jalali';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { officeNow } from '@/lib/format/office-time';
import { feesText } from '@/locales/fa/fees';
import { downloadCsv } from '../api/download';
import { FeeAccountCard } from '../components/books/fee-account-card';
import { FeeSettingsCard } from '../components/books/fee-settings-card';
import { IncomeView } from '../components/books/income-view';
import { ReceivablesView } from '../components/books/receivables-view';
import { YearlyView } from '../components/books/yearly-view';

const TABS = ['receivables', 'income', 'yearly'] as const;
type BookTab = (typeof TABS)[number];
const text = feesText.books;

const CSV: Record<BookTab, (year: number) => [string, string]> = {
  receivables: () => [FEES_API.books.receivablesExport, 'receivables.csv'],
  income: (year) => [`${FEES_API.books.incomeExport}?year=${year}`, `income-${year}.csv`],
  yearly: (year) => [`${FEES_API.books.yearlyExport}?year=${year}`, `yearly-${year}.csv`],
};

/** /fees: «دفتر مالی», the office's books: receivables, monthly income, the yearly statement; CSV of each. */
export function BooksPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = Number(format(officeNow(), 'yyyy'));
  const tab: BookTab = TABS.find((key) => key === params.get('tab')) ?? 'receivables';
  const year = Number(params.get('year')) || thisYear;
  const years = Array.from({ length: 5 }, (_, i) => thisYear - i);
  const update = (changes: Record<string, string>) =>
    setParams({ tab, year: String(year), ...changes }, { replace: true });

  return (
    <PageLayout title={text.title}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_e, next: BookTab) => update({ tab: next })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={text.title}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={text.tabs[key]} />
          ))}
        </Tabs>
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {tab !== 'receivables' && (
          <TextField
            select
            size="small"
            label={text.year}
            value={year}
            onChange={(event) => update({ year: event.target.value })}
            sx={{ width: 140, flex: 'none' }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {toPersianDigits(y)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => void downloadCsv(...CSV[tab](year))}
        >
          {text.csv}
        </Button>
      </Stack>
      <Box role="tabpanel" aria-label={text.tabs[tab]}>
        {tab === 'receivables' && <ReceivablesView />}
        {tab === 'income' && <IncomeView year={year} />}
        {tab === 'yearly' && <YearlyView year={year} />}
      </Box>
      <FeeAccountCard />
      <FeeSettingsCard />
    </PageLayout>
  );
}
