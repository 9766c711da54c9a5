import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { toPersianDigits } from '@vakilyar/contract';
import { WorkCard } from '@/features/dashboard/components/work-card';
import { WorkRow } from '@/features/dashboard/components/work-row';
import { formatJalaliDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { feesText } from '@/locales/fa/fees';
import { useDueInstalments } from '../api/get-due-instalments';
import { fee } from '../kit/amounts';

const text = feesText.dashboard;

/** «اقساط سررسیدشده»: the office's overdue instalments first, then those due within a week. */
export function DueInstalmentsCard() {
  const due = useDueInstalments();
  const rows = [...(due.data?.overdue ?? []), ...(due.data?.upcoming ?? [])];
  return (
    <WorkCard
      title={text.title}
      Icon={PaymentsOutlined}
      to={PATHS.fees}
      count={due.data ? due.data.overdue.length : undefined}
      isPending={due.isPending}
      isError={due.isError}
      isEmpty={rows.length === 0}
      empty={text.empty}
    >
      <List dense disablePadding>
        {rows.map(({ instalment, case: kase, client }) => (
          <WorkRow
            key={instalment.pid}
            to={`${PATHS.cases}/${kase.pid}?tab=fees`}
            primary={`${client?.name ?? kase.name}، ${fee(instalment.amount - instalment.paid_amount)}`}
            secondary={`${kase.name}، ${text.dueOn(formatJalaliDay(instalment.due_on))}`}
            end={
              instalment.days_overdue > 0 ? (
                <Chip
                  size="small"
                  color="error"
                  label={text.overdue(toPersianDigits(instalment.days_overdue))}
                />
              ) : (
                <Chip size="small" variant="outlined" label={instalment.status_label} />
              )
            }
          />
        ))}
      </List>
    </WorkCard>
  );
}
