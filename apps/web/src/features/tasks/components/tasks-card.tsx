import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { WorkCard } from '@/features/dashboard/components/work-card';
import { WorkRow } from '@/features/dashboard/components/work-row';
import { PATHS } from '@/lib/route-paths';
import { tasksText } from '@/locales/fa/tasks';
import { useIdleCases, useTaskDashboard } from '../api/tasks-api';
import { dueText } from './task-due';

const text = tasksText.card;

/** The dashboard's card: the caller's tasks due today and those overdue, and how many cases lie idle. */
export function TasksCard() {
  const board = useTaskDashboard();
  const idle = useIdleCases(1);
  const data = board.data;
  const idleCount = idle.data?.count ?? 0;
  return (
    <WorkCard
      title={text.title}
      Icon={TaskAltOutlined}
      to={`${PATHS.tasks}?view=${data?.overdue ? 'overdue' : 'today'}`}
      count={data ? data.today + data.overdue : undefined}
      isPending={board.isPending}
      isError={board.isError}
      isEmpty={!data?.results.length && !idleCount}
      empty={text.empty}
    >
      {data?.results.length ? (
        <List dense disablePadding>
          {data.results.map((task) => (
            <WorkRow
              key={task.pid}
              to={`${PATHS.tasks}?task=${task.pid}`}
              primary={task.title}
              secondary={[dueText(task), task.case?.title].filter(Boolean).join('، ')}
              end={
                task.overdue ? <Chip size="small" color="error" label={tasksText.row.overdue} /> : undefined
              }
            />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {text.empty}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {data && data.overdue > 0 && (
          <Chip
            size="small"
            variant="outlined"
            color="error"
            label={text.overdue(toPersianDigits(data.overdue))}
          />
        )}
        {idleCount > 0 && (
          <Button size="small" component={Link} to={`${PATHS.tasks}?view=idle`}>
            {text.idle(toPersianDigits(idleCount))}
          </Button>
        )}
      </Stack>
    </WorkCard>
  );
}
