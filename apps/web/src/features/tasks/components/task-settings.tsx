import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  CASE_STAGE_LABELS,
  CASE_TYPE_LABELS,
  TASK_TEMPLATE_TRIGGER_LABELS,
  type TaskPreferences,
  toPersianDigits,
} from '@vakilyar/contract';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { notifyWarning } from '@/lib/notify';
import { tasksText } from '@/locales/fa/tasks';
import { usePreferences, useSetTemplateActive, useTemplates, useUpdatePreferences } from '../api/tasks-api';

const text = tasksText.settings;

/** The office's checklist templates (its lawyer switches them) and the caller's digest and SMS choices. */
export function TaskSettings({ isOwner }: { isOwner: boolean }) {
  const templates = useTemplates();
  const preferences = usePreferences();
  const setActive = useSetTemplateActive();
  const update = useUpdatePreferences();
  const toggle = (key: keyof TaskPreferences) => (_: unknown, checked: boolean) =>
    update.mutate(
      { [key]: checked },
      {
        onSuccess: (body) => {
          const warning = (body as { result?: { sms_warning?: string | null } }).result?.sms_warning;
          if (warning) notifyWarning(warning);
        },
      },
    );
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-label={text.preferences}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {text.preferences}
          </Typography>
          {preferences.data && (
            <Stack>
              <FormControlLabel
                control={
                  <Switch checked={preferences.data.morning_digest} onChange={toggle('morning_digest')} />
                }
                label={text.morningDigest}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={preferences.data.digest_sms}
                    disabled={!preferences.data.morning_digest}
                    onChange={toggle('digest_sms')}
                  />
                }
                label={text.digestSms}
              />
              <FormControlLabel
                control={<Switch checked={preferences.data.task_sms} onChange={toggle('task_sms')} />}
                label={text.taskSms}
              />
            </Stack>
          )}
        </CardContent>
      </Card>
      <Stack spacing={1} component="section" aria-label={text.templates}>
        <Typography variant="subtitle1" component="h2">
          {text.templates}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.templatesHint}
        </Typography>
        {templates.isPending ? (
          <ListSkeleton rows={4} />
        ) : (
          <Card variant="outlined">
            <List disablePadding>
              {(templates.data ?? []).map((template) => (
                <ListItem
                  key={template.pid}
                  divider
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={template.active}
                      disabled={!isOwner}
                      onChange={(_, active) => setActive.mutate({ pid: template.pid, active })}
                      slotProps={{ input: { 'aria-label': text.active(template.name) } }}
                    />
                  }
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{template.name}</span>
                        {template.built_in && <Chip size="small" variant="outlined" label={text.builtIn} />}
                      </Stack>
                    }
                    secondary={[
                      TASK_TEMPLATE_TRIGGER_LABELS[template.trigger],
                      template.case_type ? CASE_TYPE_LABELS[template.case_type] : text.anyType,
                      template.stage ? CASE_STAGE_LABELS[template.stage] : null,
                      text.tasksCount(toPersianDigits(template.tasks.length)),
                    ]
                      .filter(Boolean)
                      .join('، ')}
                    sx={{ pe: 6 }}
                  />
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
