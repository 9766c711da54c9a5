import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { type CaseFinance, FEES_API, formatPersianNumber } from '@vakilyar/contract';
import { feesText } from '@/locales/fa/fees';
import { downloadCsv } from '../api/download';
import { fee } from '../kit/amounts';
import { Figures } from '../kit/figures';
import { SectionCard } from '../kit/section-card';

const text = feesText.totals;

/** What the case's money comes to: the fee, received, owed, overdue, expenses; CSV for the lawyer. */
export function TotalsCard({ finance }: { finance: CaseFinance }) {
  const { totals } = finance;
  const hours = Math.floor(totals.minutes / 60);
  return (
    <SectionCard
      title={text.heading}
      actions={
        finance.can.manage && (
          <Button
            size="small"
            startIcon={<DownloadOutlined />}
            onClick={() =>
              void downloadCsv(FEES_API.caseExport(finance.case.pid), `case-fees-${finance.case.pid}.csv`)
            }
          >
            {text.exportCsv}
          </Button>
        )
      }
    >
      <Figures
        figures={[
          { label: text.agreed, value: fee(totals.agreed) },
          { label: text.paid, value: fee(totals.paid) },
          { label: text.outstanding, value: fee(totals.outstanding) },
          { label: text.overdue, value: fee(totals.overdue), alarm: totals.overdue > 0 },
          {
            label: text.expenses,
            value: fee(totals.expenses),
            hint: text.billable(fee(totals.billable_expenses)),
          },
          ...(totals.minutes > 0
            ? [
                {
                  label: text.minutes,
                  value: text.hours(formatPersianNumber(hours), formatPersianNumber(totals.minutes % 60)),
                },
              ]
            : []),
        ]}
      />
    </SectionCard>
  );
}
