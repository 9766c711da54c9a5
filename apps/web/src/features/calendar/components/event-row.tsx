import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEvent } from '@vakilyar/contract';
import { calendarText } from '@/locales/fa/calendar';
import { eventColor } from '../kit/event-colors';
import { eventStart, eventTimeLabel } from '../kit/event-time';
import { weekdayDay } from '../kit/jalali-text';

interface EventRowProps {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  /** Name the event's day too, in a list that spans several days. */
  showDay?: boolean;
}

/** An event as an item of a list (agenda, a phone's week, the dashboard): time, title, kind, court and case. */
export function EventRow({ event, onOpen, showDay = false }: EventRowProps) {
  const color = eventColor(event);
  const place = [event.court, event.branch && calendarText.branchOf(event.branch), event.location]
    .filter(Boolean)
    .join('، ');
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(event)}
        sx={{ gap: 1.5, alignItems: 'stretch', borderRadius: 2, py: 1 }}
      >
        <Box sx={{ width: 4, flexShrink: 0, borderRadius: 2, bgcolor: color }} />
        <Stack sx={{ minWidth: 72, flexShrink: 0 }}>
          {showDay && (
            <Typography variant="caption" color="text.secondary">
              {weekdayDay(eventStart(event))}
            </Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {eventTimeLabel(event)}
          </Typography>
          <Typography variant="caption" sx={{ color }}>
            {CALENDAR_EVENT_TYPE_LABELS[event.event_type]}
          </Typography>
        </Stack>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {event.title}
          </Typography>
          {place && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {place}
            </Typography>
          )}
          {event.case && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {calendarText.caseOf(event.case.title)}
            </Typography>
          )}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
