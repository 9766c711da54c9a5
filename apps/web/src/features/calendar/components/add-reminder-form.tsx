import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  REMINDER_CHANNEL_LABELS,
  REMINDER_CHANNELS,
  type ReminderChannel,
  zCreateReminderRequest,
} from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api/api-error';
import { fromOfficeWall } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';
import { calendarText } from '@/locales/fa/calendar';
import { useCreateReminder } from '../api/create-reminder';
import { useCalendarSettings } from '../api/get-settings';
import { offsetBeforeText, REMINDER_OFFSETS } from '../kit/reminder-offsets';

const text = calendarText.reminders;
const CUSTOM = 'custom';
const DEFAULT_OFFSET = '1440';

type Field = 'remind_before_minutes' | 'remind_at' | 'channel';

/** Adds a reminder for the user: one of the usual offsets, or a chosen moment; in the app or by SMS. */
export function AddReminderForm({ eventPid }: { eventPid: string }) {
  const settings = useCalendarSettings();
  const createReminder = useCreateReminder(eventPid);
  const [when, setWhen] = useState(DEFAULT_OFFSET);
  const [remindAt, setRemindAt] = useState<Date | null>(null);
  const [channel, setChannel] = useState<ReminderChannel | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** The server's word that an SMS reminder was made without SMS credit to send it. */
  const [creditWarning, setCreditWarning] = useState<string | null>(null);
  const chosenChannel = channel ?? settings.data?.default_channel ?? 'in_app';
  const custom = when === CUSTOM;

  const handleAdd = async () => {
    if (custom && !remindAt) {
      setErrors({ remind_at: text.customRequired });
      return;
    }
    const parsed = zCreateReminderRequest.safeParse({
      event: eventPid,
      channel: chosenChannel,
      ...(custom && remindAt
        ? { remind_at: fromOfficeWall(remindAt).toISOString() }
        : { remind_before_minutes: Number(when) }),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    try {
      const created = await createReminder.mutateAsync(parsed.data);
      setCreditWarning(created.warning ?? null);
      setWhen(DEFAULT_OFFSET);
      setRemindAt(null);
    } catch (error) {
      if (isApiError(error) && 'fields' in error) {
        const { remind_before_minutes, remind_at, channel: channelError } = error.fields;
        setErrors({ remind_before_minutes, remind_at, channel: channelError });
      }
    }
  };

  return (
    <Stack
      component="form"
      aria-label={text.add}
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void handleAdd();
      }}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap', rowGap: 1 }}
    >
      <TextField
        select
        size="small"
        label={text.when}
        value={when}
        onChange={(changed) => setWhen(changed.target.value)}
        error={Boolean(errors.remind_before_minutes)}
        helperText={errors.remind_before_minutes}
        sx={{ width: { sm: 136 } }}
      >
        {REMINDER_OFFSETS.map((minutes) => (
          <MenuItem key={minutes} value={String(minutes)}>
            {offsetBeforeText(minutes)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{text.custom}</MenuItem>
      </TextField>
      {custom && (
        <DateTimePicker
          label={text.customAt}
          value={remindAt}
          onChange={setRemindAt}
          ampm={false}
          disablePast
          slotProps={{
            textField: {
              size: 'small',
              error: Boolean(errors.remind_at),
              helperText: errors.remind_at,
              sx: { width: { sm: 220 } },
            },
          }}
        />
      )}
      <TextField
        select
        size="small"
        label={text.channel}
        value={chosenChannel}
        onChange={(changed) => setChannel(changed.target.value as ReminderChannel)}
        error={Boolean(errors.channel)}
        helperText={errors.channel}
        sx={{ width: { sm: 150 } }}
      >
        {REMINDER_CHANNELS.map((option) => (
          <MenuItem key={option} value={option}>
            {REMINDER_CHANNEL_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="outlined"
        loading={createReminder.isPending}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {text.add}
      </Button>
      {creditWarning && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ flexBasis: '100%' }}
          action={
            <Button component={Link} to={PATHS.smsCredit} color="inherit" size="small">
              {text.buySmsCredit}
            </Button>
          }
        >
          {creditWarning}
        </Alert>
      )}
    </Stack>
  );
}
