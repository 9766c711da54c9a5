import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { tasksText } from '@/locales/fa/tasks';
import {
  useAddComment,
  useAddItem,
  useAssignees,
  useSetItem,
  useTask,
  useUpdateTask,
} from '../api/tasks-api';
import { assigneeLabel, dueText, personName } from './task-due';

const text = tasksText.detail;

/** Who the task is given to: the office's people, and the case's co-counsel on a case's task. */
function AssigneeSelect({
  value,
  casePid,
  onChange,
}: {
  value: string;
  casePid?: string;
  onChange: (pid: string) => void;
}) {
  const assignees = useAssignees(casePid);
  const people = assignees.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={text.assignee}
      value={people.some((person) => person.pid === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: 320 }}
    >
      {people.map((person) => (
        <MenuItem key={person.pid} value={person.pid}>
          {assigneeLabel(person)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One task: its checklist to tick, its notes and comments, and the button that closes (or reopens) it. */
export function TaskDetailDialog({ pid, onClose }: { pid: string; onClose: () => void }) {
  const task = useTask(pid);
  const update = useUpdateTask();
  const setItem = useSetItem();
  const addItem = useAddItem();
  const addComment = useAddComment();
  const [item, setNewItem] = useState('');
  const [comment, setComment] = useState('');
  const data = task.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="task-detail-title">
      <DialogTitle id="task-detail-title" sx={{ overflowWrap: 'anywhere' }}>
        {data?.title ?? tasksText.title}
      </DialogTitle>
      <DialogContent>
        {!data ? (
          <ListSkeleton rows={4} />
        ) : (
          <Stack spacing={2}>
            <Stack spacing={1}>
              <Typography variant="body2">{`${text.due}: ${dueText(data)}`}</Typography>
              <AssigneeSelect
                value={data.assignee?.pid ?? ''}
                casePid={data.case?.pid}
                onChange={(assignee) => update.mutate({ pid, assignee })}
              />
              {data.case && (
                <Typography variant="body2">
                  {`${text.case}: `}
                  <Link to={`${PATHS.cases}/${data.case.pid}?tab=tasks`}>{data.case.title}</Link>
                </Typography>
              )}
              {data.template && (
                <Typography variant="caption" color="text.secondary">
                  {text.template(data.template)}
                </Typography>
              )}
              {data.notes && <Typography variant="body2">{data.notes}</Typography>}
            </Stack>
            <Divider />
            <Stack component="section" aria-label={text.checklist}>
              <Typography variant="subtitle2" component="h3">
                {text.checklist}
              </Typography>
              {data.items.map((entry) => (
                <FormControlLabel
                  key={entry.pid}
                  control={
                    <Checkbox
                      checked={entry.done}
                      onChange={(e) => setItem.mutate({ pid, item: entry.pid, done: e.target.checked })}
                    />
                  }
                  label={entry.text}
                />
              ))}
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <TextField
                  size="small"
                  label={text.newItem}
                  value={item}
                  onChange={(e) => setNewItem(e.target.value)}
                  fullWidth
                />
                <Button
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  disabled={item.trim().length < 2}
                  onClick={() => addItem.mutate({ pid, text: item }, { onSuccess: () => setNewItem('') })}
                >
                  {text.addItem}
                </Button>
              </Stack>
            </Stack>
            <Divider />
            <Stack component="section" aria-label={text.comments} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {text.comments}
              </Typography>
              {data.comments.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {text.noComments}
                </Typography>
              )}
              {data.comments.map((entry) => (
                <Stack key={entry.pid}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.body}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {`${personName(entry.author)}، ${formatJalaliDateTime(entry.created_at)}`}
                  </Typography>
                </Stack>
              ))}
              <Stack direction="row" spacing={1}>
                <TextField
                  size="small"
                  label={text.newComment}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  fullWidth
                />
                <Button
                  sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  disabled={comment.trim().length < 2}
                  onClick={() =>
                    addComment.mutate({ pid, body: comment }, { onSuccess: () => setComment('') })
                  }
                >
                  {text.addComment}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        {data && (
          <Button
            variant="contained"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { pid, status: data.status === 'done' ? 'open' : 'done' },
                { onSuccess: () => data.status === 'open' && onClose() },
              )
            }
          >
            {data.status === 'done' ? text.reopen : text.markDone}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
