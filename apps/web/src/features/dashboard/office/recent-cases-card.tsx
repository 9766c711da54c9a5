import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { CASE_STATUS_LABELS } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { recentCasesQuery } from '../api/dashboard-queries';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';
import { personName } from '../person-name';

const text = dashboardText.recentCases;

/** The office's five cases changed last, newest change first, with who changed them. */
export function RecentCasesCard() {
  const cases = useQuery(recentCasesQuery());
  const items = cases.data?.results ?? [];
  return (
    <WorkCard
      title={text.title}
      Icon={FolderOutlined}
      to={PATHS.cases}
      isPending={cases.isPending}
      isError={cases.isError}
      isEmpty={items.length === 0}
      empty={text.empty}
      rows={5}
    >
      <List dense disablePadding>
        {items.map((item) => {
          const when = formatJalaliDateTime(item.updated_at);
          return (
            <WorkRow
              key={item.pid}
              to={`${PATHS.cases}/${item.pid}`}
              primary={item.title}
              secondary={
                item.updated_by ? text.updatedBy(when, personName(item.updated_by)) : text.updated(when)
              }
              end={<Chip size="small" variant="outlined" label={CASE_STATUS_LABELS[item.status]} />}
            />
          );
        })}
      </List>
    </WorkCard>
  );
}
