import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { calendarText } from '@/locales/fa/calendar';
import { useCalendarSettings } from '../api/get-settings';
import { FeedSection } from './feed-section';
import { ReminderDefaultsForm } from './reminder-defaults-form';

/** Calendar settings: the reminders every new event gets, SMS, and the private feed for a phone. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const settings = useCalendarSettings();

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{calendarText.settings.title}</DialogTitle>
      <DialogContent>
        {settings.data ? (
          <Stack spacing={3} sx={{ pt: 1 }}>
            <ReminderDefaultsForm settings={settings.data} onCancel={onClose} />
            <Divider />
            <FeedSection feed={settings.data.feed} />
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={120} />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
