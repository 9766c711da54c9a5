import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CalendarSettings,
  REMINDER_CHANNEL_LABELS,
  REMINDER_CHANNELS,
  type ReminderChannel,
  zUpdateCalendarSettingsRequest,
} from '@vakilyar/contract';
import { useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { calendarText } from '@/locales/fa/calendar';
import { commonText } from '@/locales/fa/common';
import { useUpdateCalendarSettings } from '../api/update-settings';
import { offsetBeforeText, REMINDER_OFFSETS } from '../kit/reminder-offsets';

const text = calendarText.settings;
type Field = 'reminder_offsets' | 'default_channel' | 'sms_reminders';

interface ReminderDefaultsFormProps {
  settings: CalendarSettings;
  onCancel: () => void;
}

/** The reminders each new event gets, the channel they come by, and whether SMS may be used. */
export function ReminderDefaultsForm({ settings, onCancel }: ReminderDefaultsFormProps) {
  const update = useUpdateCalendarSettings();
  const [offsets, setOffsets] = useState<number[]>(settings.reminder_offsets);
  const [channel, setChannel] = useState<ReminderChannel>(settings.default_channel);
  const [sms, setSms] = useState(settings.sms_reminders);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Offsets set elsewhere (through the API) stay choosable beside the usual ones.
  const choices = [...new Set<number>([...REMINDER_OFFSETS, ...settings.reminder_offsets])].sort(
    (a, b) => a - b,
  );

  const toggle = (minutes: number) =>
    setOffsets((current) =>
      current.includes(minutes) ? current.filter((offset) => offset !== minutes) : [...current, minutes],
    );

  const handleSave = async () => {
    const parsed = zUpdateCalendarSettingsRequest.safeParse({
      reminder_offsets: offsets,
      default_channel: channel,
      sms_reminders: sms,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      onCancel();
    } catch (error) {
      if (isApiError(error) && 'fields' in error) {
        const { reminder_offsets, default_channel, sms_reminders } = error.fields;
        setErrors({ reminder_offsets, default_channel, sms_reminders });
      }
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={text.remindersTitle}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void handleSave();
      }}
    >
      <Stack spacing={1} role="group" aria-label={text.defaultReminders}>
        <Typography variant="subtitle2">{text.defaultReminders}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {choices.map((minutes) => {
            const chosen = offsets.includes(minutes);
            return (
              <Chip
                key={minutes}
                label={offsetBeforeText(minutes)}
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                onClick={() => toggle(minutes)}
                aria-pressed={chosen}
              />
            );
          })}
        </Stack>
        <FormHelperText error={Boolean(errors.reminder_offsets)}>
          {errors.reminder_offsets ?? text.defaultRemindersHint}
        </FormHelperText>
      </Stack>
      <TextField
        select
        label={text.defaultChannel}
        value={channel}
        onChange={(changed) => setChannel(changed.target.value as ReminderChannel)}
        error={Boolean(errors.default_channel)}
        helperText={errors.default_channel}
      >
        {REMINDER_CHANNELS.map((option) => (
          <MenuItem key={option} value={option}>
            {REMINDER_CHANNEL_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <Stack>
        <FormControlLabel
          label={text.smsEnabled}
          control={<Switch checked={sms} onChange={(_changed, checked) => setSms(checked)} />}
        />
        <FormHelperText error={Boolean(errors.sms_reminders)}>
          {errors.sms_reminders ?? text.smsHint}
        </FormHelperText>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{commonText.cancel}</Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {text.save}
        </Button>
      </Stack>
    </Stack>
  );
}
