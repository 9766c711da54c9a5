import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@vakilyar/contract';
import { addDays } from 'date-fns-jalali';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { officeToday } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';
import { calendarText } from '@/locales/fa/calendar';
import { eventsInRangeQuery } from '../api/list-events';
import { toDayParam, weekDays } from '../kit/calendar-dates';
import { eventStart } from '../kit/event-time';
import { EventRow } from './event-row';

const text = calendarText.upcoming;

interface EventsSectionProps {
  title: string;
  events: readonly CalendarEvent[];
  none: string;
  showDay: boolean;
  onOpen: (event: CalendarEvent) => void;
}

function EventsSection({ title, events, none, showDay, onOpen }: EventsSectionProps) {
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => (
            <EventRow key={event.pid} event={event} onOpen={onOpen} showDay={showDay} />
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The dashboard's card: today's events, then the rest of this week's (to Friday). An office dashboard that
 * lists the deadlines on their own card leaves them out here.
 */
export function UpcomingEventsCard({ withoutDeadlines = false }: { withoutDeadlines?: boolean }) {
  const titleId = useId();
  const navigate = useNavigate();
  const today = officeToday();
  const tomorrow = addDays(today, 1);
  const afterWeek = addDays(weekDays(today).at(-1) ?? today, 1);
  const events = useQuery(eventsInRangeQuery(today, afterWeek));
  const all = (events.data ?? []).filter((event) => !withoutDeadlines || event.event_type !== 'deadline');
  const todays = all.filter((event) => eventStart(event) < tomorrow);
  const later = all.filter((event) => eventStart(event) >= tomorrow);
  const open = (event: CalendarEvent) =>
    navigate(`${PATHS.calendar}?view=week&date=${toDayParam(eventStart(event))}`);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EventOutlined color="primary" fontSize="small" />
              <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {text.title}
              </Typography>
            </Stack>
            <Button component={Link} to={PATHS.calendar} size="small">
              {text.openCalendar}
            </Button>
          </Stack>
          {events.isPending ? (
            <ListSkeleton rows={3} />
          ) : events.isError ? (
            <Typography variant="body2" color="error">
              {text.loadFailed}
            </Typography>
          ) : (
            <>
              <EventsSection
                title={text.today}
                events={todays}
                none={text.noneToday}
                showDay={false}
                onOpen={open}
              />
              <EventsSection
                title={text.thisWeek}
                events={later}
                none={text.noneThisWeek}
                showDay
                onOpen={open}
              />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
