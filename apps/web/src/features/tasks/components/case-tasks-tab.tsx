import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { PATHS } from '@/lib/route-paths';
import { tasksText } from '@/locales/fa/tasks';
import { useTaskList } from '../api/tasks-api';
import { TaskDetailDialog } from './task-detail-dialog';
import { TaskFormDialog } from './task-form-dialog';
import { TaskRows } from './task-rows';

/** «کارها» on the case page: the case's open tasks, then the done ones; added right here. */
export function CaseTasksTab({ casePid }: { casePid: string }) {
  const open = useTaskList({ view: 'open', case: casePid });
  const done = useTaskList({ view: 'done', case: casePid });
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button component={Link} to={`${PATHS.tasks}?view=open&case=${casePid}`}>
          {tasksText.caseInMyTasks}
        </Button>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          {tasksText.newTask}
        </Button>
      </Stack>
      {open.isPending ? (
        <ListSkeleton rows={3} />
      ) : open.data?.results.length ? (
        <TaskRows tasks={open.data.results} label={tasksText.caseTab} onOpen={setShown} withCase={false} />
      ) : (
        <Typography color="text.secondary">{tasksText.empty.case}</Typography>
      )}
      {Boolean(done.data?.results.length) && (
        <Stack spacing={1} component="section" aria-label={tasksText.views.done}>
          <Typography variant="subtitle1" component="h2">
            {tasksText.views.done}
          </Typography>
          <TaskRows
            tasks={done.data?.results ?? []}
            label={tasksText.views.done}
            onOpen={setShown}
            withCase={false}
          />
        </Stack>
      )}
      {adding && <TaskFormDialog casePid={casePid} onClose={() => setAdding(false)} />}
      {shown && <TaskDetailDialog pid={shown} onClose={() => setShown(null)} />}
    </Stack>
  );
}
