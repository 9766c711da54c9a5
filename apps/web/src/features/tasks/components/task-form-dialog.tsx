import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type TaskPriority,
  zCreateTaskRequest,
} from '@vakilyar/contract';
import { type FormEvent, useState } from 'react';
import { INVALID_DATE, JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { isApiError } from '@/lib/api/api-error';
import { tasksText } from '@/locales/fa/tasks';
import { useAssignees, useCreateTask } from '../api/tasks-api';
import { assigneeLabel } from './task-due';

const text = tasksText.form;

/** «کار تازه»: on a case (its people may be given it) or on none (the office's people). */
export function TaskFormDialog({ casePid, onClose }: { casePid?: string; onClose: () => void }) {
  const assignees = useAssignees(casePid);
  const create = useCreateTask();
  const [values, setValues] = useState({
    title: '',
    notes: '',
    assignee: '',
    due_date: '',
    due_time: '',
    priority: 'normal' as TaskPriority,
    items: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = zCreateTaskRequest.safeParse({
      ...values,
      case: casePid ?? null,
      assignee: values.assignee || null,
      due_date: values.due_date === INVALID_DATE ? 'x' : values.due_date,
      items: values.items
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onClose,
      // The server's refusal (an assignee outside the case's office) shows under its field.
      onError: (error) => isApiError(error) && 'fields' in error && setErrors(error.fields),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="task-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="task-form-title">{tasksText.newTask}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={text.title}
              value={values.title}
              onChange={(e) => set('title')(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              autoFocus
            />
            <TextField
              select
              label={text.assignee}
              value={values.assignee}
              onChange={(e) => set('assignee')(e.target.value)}
              error={Boolean(errors.assignee)}
              helperText={errors.assignee}
            >
              {(assignees.data ?? []).map((person) => (
                <MenuItem key={person.pid} value={person.pid}>
                  {assigneeLabel(person)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <JalaliDatePicker
                label={text.dueDate}
                value={values.due_date}
                onChange={set('due_date')}
                error={errors.due_date}
              />
              <TextField
                label={text.dueTime}
                value={values.due_time}
                onChange={(e) => set('due_time')(e.target.value)}
                error={Boolean(errors.due_time)}
                helperText={errors.due_time ?? text.dueTimeHint}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                fullWidth
              />
            </Stack>
            <TextField
              select
              label={text.priority}
              value={values.priority}
              onChange={(e) => set('priority')(e.target.value)}
            >
              {TASK_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {TASK_PRIORITY_LABELS[p]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={text.items}
              value={values.items}
              onChange={(e) => set('items')(e.target.value)}
              multiline
              minRows={2}
              error={Boolean(errors.items)}
              helperText={errors.items}
            />
            <TextField
              label={text.notes}
              value={values.notes}
              onChange={(e) => set('notes')(e.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
