import DeleteOutline from '@mui/icons-material/DeleteOutline';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  REMINDER_CHANNEL_LABELS,
  REMINDER_SMS_OUTCOME_LABELS,
  REMINDER_STATUS_LABELS,
  type Reminder,
} from '@vakilyar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { useProfile } from '@/features/profile/api/get-profile';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { calendarText } from '@/locales/fa/calendar';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/list-reminders';
import { offsetBeforeText } from '../kit/reminder-offsets';
import { AddReminderForm } from './add-reminder-form';

const text = calendarText.reminders;

/** What a reminder says about itself: when and how it comes, whose it is, what became of it. */
function reminderDetails(reminder: Reminder, ownPid: string | undefined): string {
  const parts: string[] = [
    REMINDER_CHANNEL_LABELS[reminder.channel],
    formatJalaliDateTime(reminder.remind_at),
  ];
  if (reminder.recipient.pid !== ownPid) {
    parts.push(`${reminder.recipient.first_name} ${reminder.recipient.last_name}`);
  }
  if (reminder.sms_status && reminder.sms_status !== 'sent')
    parts.push(REMINDER_SMS_OUTCOME_LABELS[reminder.sms_status]);
  return parts.join(' — ');
}

/** An event's reminders: when each fires and how; add one, or remove one after asking. */
export function ReminderList({ eventPid }: { eventPid: string }) {
  const reminders = useReminders(eventPid);
  const { data: profile } = useProfile();
  const deleteReminder = useDeleteReminder(eventPid);
  // The reminder asked about stays named while the question closes.
  const [removing, setRemoving] = useState<Reminder | null>(null);
  const [asking, setAsking] = useState(false);
  const items = reminders.data?.results ?? [];

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${eventPid}-reminders`}>
      <Typography id={`${eventPid}-reminders`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      {reminders.isPending ? (
        <Skeleton height={48} />
      ) : items.length > 0 ? (
        <List dense disablePadding aria-label={text.list}>
          {items.map((reminder) => {
            const label = offsetBeforeText(reminder.remind_before_minutes);
            return (
              <ListItem
                key={reminder.pid}
                disableGutters
                secondaryAction={
                  reminder.can_delete && (
                    <IconButton
                      edge="end"
                      aria-label={text.remove(label)}
                      onClick={() => {
                        setRemoving(reminder);
                        setAsking(true);
                      }}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {reminder.channel === 'sms' ? (
                    <SmsOutlined fontSize="small" color="action" />
                  ) : (
                    <NotificationsNoneOutlined fontSize="small" color="action" />
                  )}
                </ListItemIcon>
                <ListItemText primary={label} secondary={reminderDetails(reminder, profile?.pid)} />
                {reminder.status !== 'scheduled' && (
                  <Chip size="small" label={REMINDER_STATUS_LABELS[reminder.status]} sx={{ mx: 1 }} />
                )}
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      <AddReminderForm eventPid={eventPid} />
      <ConfirmDialog
        open={asking}
        title={text.removeTitle}
        body={removing ? text.removeBody(offsetBeforeText(removing.remind_before_minutes)) : ''}
        confirmLabel={text.removeConfirm}
        onConfirm={() => deleteReminder.mutateAsync(removing?.pid ?? '')}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
