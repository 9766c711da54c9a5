import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { type CalendarEvent, toPersianDigits } from '@vakilyar/contract';
import { differenceInCalendarDays } from 'date-fns-jalali';
import { toDayParam } from '@/features/calendar/kit/calendar-dates';
import { eventStart } from '@/features/calendar/kit/event-time';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { officeToday } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { deadlinesQuery } from '../api/dashboard-queries';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';

const text = dashboardText.deadlines;

function daysLeftLabel(days: number): string {
  if (days <= 0) return text.today;
  if (days === 1) return text.tomorrow;
  return text.daysLeft(toPersianDigits(String(days)));
}

/** «۲ روز مانده», red on its last day, amber within three. */
function DaysLeft({ event, today }: { event: CalendarEvent; today: Date }) {
  const days = differenceInCalendarDays(eventStart(event), today);
  const color = days <= 1 ? 'error' : days <= 3 ? 'warning' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={daysLeftLabel(days)}
    />
  );
}

/** The legal deadlines of today and the next seven days (Tehran's), each with the days it leaves. */
export function DeadlinesCard() {
  const today = officeToday();
  const events = useQuery(deadlinesQuery(today));
  const deadlines = (events.data ?? [])
    .filter((event) => event.event_type === 'deadline')
    .sort((first, second) => eventStart(first).getTime() - eventStart(second).getTime());

  return (
    <WorkCard
      title={text.title}
      Icon={HourglassBottomOutlined}
      to={`${PATHS.calendar}?view=agenda`}
      count={events.data ? deadlines.length : undefined}
      isPending={events.isPending}
      isError={events.isError}
      isEmpty={deadlines.length === 0}
      empty={text.empty}
    >
      <List dense disablePadding>
        {deadlines.map((event) => (
          <WorkRow
            key={event.pid}
            to={`${PATHS.calendar}?view=week&date=${toDayParam(eventStart(event))}`}
            primary={event.title}
            secondary={[formatJalaliWeekdayDay(eventStart(event)), event.case?.title]
              .filter(Boolean)
              .join('، ')}
            end={<DaysLeft event={event} today={today} />}
          />
        ))}
      </List>
    </WorkCard>
  );
}
