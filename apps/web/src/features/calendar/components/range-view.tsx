import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { CalendarEvent } from '@vakilyar/contract';
import { addDays } from 'date-fns-jalali';
import { useState } from 'react';
import { usePhone } from '@/components/use-phone';
import { calendarText } from '@/locales/fa/calendar';
import { commonText } from '@/locales/fa/common';
import { useEventsInRange } from '../api/list-events';
import { useHolidays } from '../api/list-holidays';
import { toDayParam, visibleRange } from '../kit/calendar-dates';
import { jalali } from '../kit/jalali-text';
import { MonthDayPanel } from './month-day-panel';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

interface RangeViewProps {
  view: 'month' | 'week';
  anchor: Date;
  today: Date;
  /** A new event from a day (at its default hour) or from a time of the week grid. */
  onCreate: (start: Date) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

/**
 * The month or the week of the anchor with its events and holidays; loading shows as a bar over the
 * previous period, a failure as a retry, an empty month as a hint of how to add an event.
 */
export function RangeView({ view, anchor, today, onCreate, onOpenEvent }: RangeViewProps) {
  const phone = usePhone();
  const { from, to } = visibleRange(view, anchor);
  const events = useEventsInRange(from, to);
  const holidays = useHolidays(toDayParam(from), toDayParam(addDays(to, -1)));
  const sameMonth = (day: Date) => jalali(day, 'yyyy/MM') === jalali(anchor, 'yyyy/MM');
  const [pickedDay, setPickedDay] = useState<Date | null>(null);
  const phoneDay = pickedDay && sameMonth(pickedDay) ? pickedDay : sameMonth(today) ? today : null;
  const shown = events.data ?? [];
  const loaded = events.isSuccess && !events.isPlaceholderData;

  return (
    <Stack spacing={1.5} sx={{ position: 'relative' }}>
      {events.isFetching && (
        <LinearProgress
          aria-label={calendarText.loading}
          sx={{ position: 'absolute', top: -10, insetInline: 0, height: 3, borderRadius: 1 }}
        />
      )}
      {events.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => events.refetch()}>
              {commonText.retry}
            </Button>
          }
        >
          {calendarText.loadFailed}
        </Alert>
      )}
      {view === 'month' ? (
        <MonthView
          anchor={anchor}
          today={today}
          events={shown}
          holidays={holidays}
          selectedDay={phone ? phoneDay : null}
          onDayClick={(day) => (phone ? setPickedDay(day) : onCreate(day))}
          onOpenEvent={onOpenEvent}
        />
      ) : (
        <WeekView
          anchor={anchor}
          today={today}
          events={shown}
          holidays={holidays}
          onDayClick={onCreate}
          onSlotClick={onCreate}
          onOpenEvent={onOpenEvent}
        />
      )}
      {view === 'month' && loaded && shown.length === 0 && (
        <Alert severity="info">{calendarText.emptyMonth}</Alert>
      )}
      {view === 'month' && phone && phoneDay && (
        <MonthDayPanel day={phoneDay} events={shown} onAdd={onCreate} onOpenEvent={onOpenEvent} />
      )}
    </Stack>
  );
}
