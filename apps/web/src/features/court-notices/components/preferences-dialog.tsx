import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type NotificationPreferences, toPersianDigits } from '@vakilyar/contract';
import { type FormEvent, useId, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { commonText } from '@/locales/fa/common';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { usePreferences, useUpdatePreferences } from '../api/notification-preferences';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => toPersianDigits(`${String(hour).padStart(2, '0')}:۰۰`);

function PreferencesForm({ saved, onDone }: { saved: NotificationPreferences; onDone: () => void }) {
  const [values, setValues] = useState(saved);
  const update = useUpdatePreferences();
  const text = courtNoticesText.preferences;
  const formId = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync(values);
      onDone();
    } catch {
      // The API client already toasted why.
    }
  };

  return (
    <>
      <DialogContent>
        <Stack component="form" id={formId} spacing={2} onSubmit={handleSubmit}>
          <Typography color="text.secondary">{text.intro}</Typography>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={values.in_app_on_new_notice}
                  onChange={(_e, checked) => setValues({ ...values, in_app_on_new_notice: checked })}
                />
              }
              label={text.inApp}
            />
            <Typography variant="caption" color="text.secondary">
              {text.inAppHint}
            </Typography>
          </Stack>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={values.sms_on_new_notice}
                  onChange={(_e, checked) => setValues({ ...values, sms_on_new_notice: checked })}
                />
              }
              label={text.sms}
            />
            <Typography variant="caption" color="text.secondary">
              {text.smsHint}
            </Typography>
          </Stack>
          <TextField
            select
            label={text.digest}
            value={values.daily_digest_hour === null ? '' : String(values.daily_digest_hour)}
            onChange={(event) =>
              setValues({
                ...values,
                daily_digest_hour: event.target.value === '' ? null : Number(event.target.value),
              })
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{text.digestNone}</MenuItem>
            {HOURS.map((hour) => (
              <MenuItem key={hour} value={String(hour)}>
                {text.digestHour(hourLabel(hour))}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={update.isPending}>
          {commonText.cancel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={update.isPending}>
          {text.save}
        </Button>
      </DialogActions>
    </>
  );
}

/** The signed-in user's choices of how a new notice reaches them. */
export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const preferences = usePreferences(open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{courtNoticesText.preferences.title}</DialogTitle>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data} onDone={onClose} />
      ) : (
        <DialogContent>
          <PageLoader />
        </DialogContent>
      )}
    </Dialog>
  );
}
