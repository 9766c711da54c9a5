import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { toPersianDigits } from '@vakilyar/contract';
import { WorkCard } from '@/features/dashboard/components/work-card';
import { WorkRow } from '@/features/dashboard/components/work-row';
import { PATHS } from '@/lib/route-paths';
import { tasksText } from '@/locales/fa/tasks';
import { useTaskDashboard } from '../api/tasks-api';
import { dueText } from './task-due';

const text = tasksText.card;

/** The dashboard's card: the caller's tasks due today and those overdue. */
export function TasksCard() {
  const board = useTaskDashboard();
  const data = board.data;
  return (
    <WorkCard
      title={text.title}
      Icon={TaskAltOutlined}
      to={`${PATHS.tasks}?view=${data?.overdue ? 'overdue' : 'today'}`}
      count={data ? data.today + data.overdue : undefined}
      isPending={board.isPending}
      isError={board.isError}
      isEmpty={!data?.results.length}
      empty={text.empty}
    >
      <List dense disablePadding>
        {(data?.results ?? []).map((task) => (
          <WorkRow
            key={task.pid}
            to={`${PATHS.tasks}?task=${task.pid}`}
            primary={task.title}
            secondary={[dueText(task), task.case?.title].filter(Boolean).join(' · ')}
            end={task.overdue ? <Chip size="small" color="error" label={tasksText.row.overdue} /> : undefined}
          />
        ))}
      </List>
      {data && data.overdue > 0 && (
        <Chip
          sx={{ mt: 1 }}
          size="small"
          variant="outlined"
          color="error"
          label={text.overdue(toPersianDigits(data.overdue))}
        />
      )}
    </WorkCard>
  );
}
