import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TASK_PRIORITY_LABELS, type TaskSummary, toPersianDigits } from '@vakilyar/contract';
import { tasksText } from '@/locales/fa/tasks';
import { useUpdateTask } from '../api/tasks-api';
import { dueText, personName } from './task-due';

interface TaskRowsProps {
  tasks: TaskSummary[];
  label: string;
  onOpen: (pid: string) => void;
  /** Hides the case on a case's own tab. */
  withCase?: boolean;
  /** Hides the assignee on the caller's own list. */
  withAssignee?: boolean;
}

/** Tasks as rows: a box that closes (or reopens) the task, its title, due day, case, assignee and checklist. */
export function TaskRows({ tasks, label, onOpen, withCase = true, withAssignee = true }: TaskRowsProps) {
  const update = useUpdateTask();
  return (
    <Card variant="outlined">
      <List aria-label={label} disablePadding>
        {tasks.map((task) => (
          <ListItem key={task.pid} divider disablePadding sx={{ alignItems: 'flex-start' }}>
            <Checkbox
              checked={task.status === 'done'}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({ pid: task.pid, status: event.target.checked ? 'done' : 'open' })
              }
              slotProps={{ input: { 'aria-label': tasksText.row.markDone(task.title) } }}
              sx={{ mt: 0.5 }}
            />
            <ListItemButton onClick={() => onOpen(task.pid)} sx={{ py: 1, px: 1, minWidth: 0 }}>
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    textDecoration: task.status === 'done' ? 'line-through' : undefined,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {task.title}
                </Typography>
                <Typography variant="caption" color={task.overdue ? 'error' : 'text.secondary'}>
                  {[
                    dueText(task),
                    withCase ? task.case?.title : null,
                    withAssignee ? personName(task.assignee) : null,
                  ]
                    .filter(Boolean)
                    .join('، ')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  {task.overdue && <Chip size="small" color="error" label={tasksText.row.overdue} />}
                  {task.priority === 'high' && (
                    <Chip size="small" color="warning" label={TASK_PRIORITY_LABELS.high} />
                  )}
                  {task.items_total > 0 && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={tasksText.row.checklist(
                        toPersianDigits(task.items_done),
                        toPersianDigits(task.items_total),
                      )}
                    />
                  )}
                </Stack>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
