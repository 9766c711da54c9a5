import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CaseFinance, type Expense, formatPersianNumber, type TimeEntry } from '@vakilyar/contract';
import { formatJalaliDay } from '@/lib/format/jalali';
import { feesText } from '@/locales/fa/fees';
import { openPhoto } from '../api/download';
import { fee } from '../kit/amounts';
import { ExpenseSummary } from '../kit/expense-summary';
import { SectionCard } from '../kit/section-card';

interface ExpensesSectionProps {
  finance: CaseFinance;
  onAdd: () => void;
  onDelete: (expense: Expense) => void;
}

/** The case's expenses, each charged to the client or kept by the office. */
export function ExpensesSection({ finance, onAdd, onDelete }: ExpensesSectionProps) {
  const text = feesText.expenses;
  return (
    <SectionCard
      title={text.heading}
      actions={
        finance.can.record && (
          <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={onAdd}>
            {text.add}
          </Button>
        )
      }
    >
      {finance.expenses.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <List disablePadding aria-label={text.heading}>
          {finance.expenses.map((expense) => (
            <ListItem key={expense.pid} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ExpenseSummary expense={expense} />
              <Chip
                size="small"
                variant="outlined"
                label={expense.billable ? text.billableChip : text.officeChip}
              />
              {expense.receipt_file && (
                <IconButton
                  aria-label={text.receipt}
                  onClick={() => void openPhoto(expense.receipt_file ?? '')}
                >
                  <ImageOutlined />
                </IconButton>
              )}
              {finance.can.manage && (
                <IconButton
                  aria-label={`${feesText.delete} ${expense.kind_label}`}
                  onClick={() => onDelete(expense)}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

interface TimeSectionProps {
  finance: CaseFinance;
  onAdd: () => void;
  onDelete: (entry: TimeEntry) => void;
}

/** Minutes worked on the case; priced at the hourly rate when the agreement has one. */
export function TimeSection({ finance, onAdd, onDelete }: TimeSectionProps) {
  const text = feesText.time;
  return (
    <SectionCard
      title={text.heading}
      actions={
        finance.can.manage && (
          <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={onAdd}>
            {text.add}
          </Button>
        )
      }
    >
      {finance.time_entries.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <List disablePadding aria-label={text.heading}>
          {finance.time_entries.map((entry) => (
            <ListItem key={entry.pid} divider disableGutters sx={{ gap: 1 }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{entry.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    formatJalaliDay(entry.worked_on),
                    text.duration(formatPersianNumber(entry.minutes)),
                    `${entry.user.first_name} ${entry.user.last_name}`,
                    entry.amount ? fee(entry.amount) : null,
                  ]
                    .filter(Boolean)
                    .join('، ')}
                </Typography>
              </Stack>
              {finance.can.manage && (
                <IconButton
                  aria-label={`${feesText.delete} ${entry.description}`}
                  onClick={() => onDelete(entry)}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
