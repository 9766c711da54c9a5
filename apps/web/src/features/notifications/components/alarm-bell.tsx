import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { useProfile } from '@/features/profile/api/get-profile';
import { alarmsText } from '@/locales/fa/alarms';
import { useMarkAlarmsSeen } from '../api/bulk-seen';
import { useBellAlarms } from '../api/list-alarms';
import { useAlarmStream } from '../api/use-alarm-stream';
import { AlarmListItem } from './alarm-list-item';

/**
 * The top bar's alarm bell: the unseen count in Persian digits, a list of the newest alarms, each a link,
 * and «mark all seen» for the ones shown. Changes are pushed by the alarm stream (a slow poll stays as a
 * fallback); nothing shows before the profile.
 */
export function AlarmBell() {
  const { data: profile } = useProfile();
  const { data, isError } = useBellAlarms(Boolean(profile));
  useAlarmStream(Boolean(profile));
  const markSeen = useMarkAlarmsSeen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (!profile) return null;

  const unseen = data?.unseen_count ?? 0;
  const alarms = data?.results ?? [];
  const unseenShown = alarms.filter((alarm) => !alarm.seen_at).map((alarm) => alarm.pid);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={alarmsText.bell(toPersianDigits(unseen))}
        aria-haspopup="true"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge
          badgeContent={toPersianDigits(unseen > 99 ? '99+' : unseen)}
          color="error"
          invisible={unseen === 0}
        >
          {unseen > 0 ? <NotificationsOutlined /> : <NotificationsNoneOutlined />}
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {alarmsText.title}
          </Typography>
          {unseenShown.length > 0 && (
            <Button size="small" loading={markSeen.isPending} onClick={() => markSeen.mutate(unseenShown)}>
              {alarmsText.markAllSeen}
            </Button>
          )}
        </Stack>
        <Divider />
        {alarms.length === 0 ? (
          <Stack spacing={0.5} sx={{ p: 3, textAlign: 'center' }}>
            <Typography>{isError ? alarmsText.loadFailed : alarmsText.empty}</Typography>
            {!isError && (
              <Typography variant="body2" color="text.secondary">
                {alarmsText.emptyHint}
              </Typography>
            )}
          </Stack>
        ) : (
          <List disablePadding aria-label={alarmsText.title}>
            {alarms.map((alarm, index) => (
              <AlarmListItem
                key={alarm.pid}
                alarm={alarm}
                divider={index < alarms.length - 1}
                onOpen={() => {
                  // Following an alarm is seeing it.
                  if (!alarm.seen_at) markSeen.mutate([alarm.pid]);
                  close();
                }}
              />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
