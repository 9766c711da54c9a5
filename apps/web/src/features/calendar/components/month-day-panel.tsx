import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@vakilyar/contract';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { calendarText } from '@/locales/fa/calendar';
import { eventsOnDay } from '../kit/event-time';
import { EventRow } from './event-row';

interface MonthDayPanelProps {
  day: Date;
  events: readonly CalendarEvent[];
  onAdd: (day: Date) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

/** On a phone, the day tapped in the month: its events in full and a button to add one. */
export function MonthDayPanel({ day, events, onAdd, onOpenEvent }: MonthDayPanelProps) {
  const title = formatJalaliWeekdayDay(day);
  const dayEvents = eventsOnDay(events, day);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={calendarText.month.dayEvents(title)}
      sx={{ p: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<Add />} onClick={() => onAdd(day)}>
          {calendarText.month.addOnDay}
        </Button>
      </Stack>
      {dayEvents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
          {calendarText.month.noEventsOnDay}
        </Typography>
      ) : (
        <List dense disablePadding>
          {dayEvents.map((event) => (
            <EventRow key={event.pid} event={event} onOpen={onOpenEvent} />
          ))}
        </List>
      )}
    </Paper>
  );
}
