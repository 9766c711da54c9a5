import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEvent, DEADLINE_RULE_LABELS } from '@vakilyar/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MoreActionsMenu } from '@/components/more-actions-menu';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { formatJalaliDay, formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { calendarText } from '@/locales/fa/calendar';
import { useDeleteEvent } from '../api/delete-event';
import { eventColor } from '../kit/event-colors';
import { eventEnd, eventStart, eventTimeLabel } from '../kit/event-time';
import { ReminderList } from './reminder-list';

interface EventDetailsDrawerProps {
  event: CalendarEvent | null;
  /** The case is a link for office staff; a client or consultant has no case page. */
  linkCases: boolean;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
}

const text = calendarText.details;

/** «دوشنبه ۲ آذر ۱۴۰۵، ۱۰:۰۰ تا ۱۱:۰۰», or a span of days for a long all-day event. */
function whenText(event: CalendarEvent): string {
  const start = eventStart(event);
  if (event.all_day) {
    const lastDay = new Date(eventEnd(event).getTime() - 1);
    return formatJalaliDay(lastDay) === formatJalaliDay(start)
      ? `${formatJalaliWeekdayDay(start)} (${calendarText.time.allDay})`
      : calendarText.time.range(formatJalaliWeekdayDay(start), formatJalaliWeekdayDay(lastDay));
  }
  return `${formatJalaliWeekdayDay(start)}، ${eventTimeLabel(event)}`;
}

const titleIdOf = (event: CalendarEvent) => `event-details-title-${event.pid}`;

/** An event's details and reminders beside the calendar, with edit and delete for who may. */
export function EventDetailsDrawer({ event, linkCases, onClose, onEdit }: EventDetailsDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={event !== null}
      onClose={onClose}
      // Above the shell's top bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // The drawer itself is the dialog, named by the event's title.
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': event ? titleIdOf(event) : undefined,
          sx: { width: { xs: '100%', sm: 440 } },
        },
      }}
    >
      {event && <EventDetails event={event} linkCases={linkCases} onClose={onClose} onEdit={onEdit} />}
    </Drawer>
  );
}

function EventDetails({
  event,
  linkCases,
  onClose,
  onEdit,
}: EventDetailsDrawerProps & { event: CalendarEvent }) {
  const titleId = titleIdOf(event);
  const color = eventColor(event);
  const deleteEvent = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack sx={{ height: '100%' }}>
      <Box sx={{ p: 2, pb: 1.5, bgcolor: alpha(color, 0.08), borderBottom: `3px solid ${color}` }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Chip
            size="small"
            label={CALENDAR_EVENT_TYPE_LABELS[event.event_type]}
            sx={{ bgcolor: color, color: '#fff', fontWeight: 500 }}
          />
          <IconButton onClick={onClose} aria-label={text.close} sx={{ mt: -0.5 }}>
            <Close />
          </IconButton>
        </Stack>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}
        >
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {whenText(event)}
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
        <Stack spacing={1.5}>
          {(event.court || event.branch) && (
            <DetailRow
              label={text.court}
              value={[event.court, event.branch && calendarText.branchOf(event.branch)]
                .filter(Boolean)
                .join('، ')}
            />
          )}
          {event.location && <DetailRow label={text.location} value={event.location} />}
          {event.case && (
            <DetailRow
              label={text.case}
              value={
                linkCases ? (
                  <Link component={RouterLink} to={`${PATHS.cases}/${event.case.pid}`}>
                    {event.case.title}
                  </Link>
                ) : (
                  event.case.title
                )
              }
            />
          )}
          {event.deadline && (
            <DetailRow
              label={text.deadline}
              value={text.deadlineFrom(
                DEADLINE_RULE_LABELS[event.deadline.rule],
                formatJalaliDay(event.deadline.served_on),
              )}
            />
          )}
          {event.description && <DetailRow label={text.description} value={event.description} />}
        </Stack>
        <Divider />
        {!event.shared_view && <ReminderList eventPid={event.pid} />}
      </Stack>
      {event.can_edit && (
        <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEdit(event)}>
            {text.edit}
          </Button>
          <MoreActionsMenu
            actions={[
              {
                label: text.deleteTitle,
                Icon: DeleteOutline,
                destructive: true,
                onClick: () => setConfirming(true),
              },
            ]}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.deleteTitle}
        body={text.deleteBody(event.title)}
        confirmLabel={text.deleteConfirm}
        onConfirm={async () => {
          await deleteEvent.mutateAsync(event.pid);
          onClose();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
