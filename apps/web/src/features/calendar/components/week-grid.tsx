import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { addMinutes, startOfDay } from 'date-fns-jalali';
import type { MouseEvent } from 'react';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { calendarText } from '@/locales/fa/calendar';
import { isWeekend, toDayParam, weekDays } from '../kit/calendar-dates';
import { eventsOnDay } from '../kit/event-time';
import { dayMonth, jalali } from '../kit/jalali-text';
import { layoutDay } from '../kit/week-layout';
import { EventChip } from './event-chip';
import { WeekGridEvent } from './week-grid-event';
import type { WeekViewProps } from './week-view-props';

const HOUR_HEIGHT = 48;
const AXIS_WIDTH = 56;
const FIRST_HOUR = 7;
const LAST_HOUR = 21;
const SLOT_MINUTES = 30;
const COLUMNS = `${AXIS_WIDTH}px repeat(7, minmax(0, 1fr))`;

/** The hours the grid shows: the working day, stretched to reach any event outside it. */
function hourRange(placedMinutes: { startMinute: number; endMinute: number }[]): [number, number] {
  const first = Math.min(FIRST_HOUR, ...placedMinutes.map((item) => Math.floor(item.startMinute / 60)));
  const last = Math.max(LAST_HOUR, ...placedMinutes.map((item) => Math.ceil(item.endMinute / 60)));
  return [first, Math.min(24, last)];
}

/** A desktop week: a column per day from Saturday, events placed by time, all-day ones on top. */
export function WeekGrid({ anchor, today, events, holidays, onSlotClick, onOpenEvent }: WeekViewProps) {
  const theme = useTheme();
  const days = weekDays(anchor);
  const placedByDay = days.map((day) => layoutDay(eventsOnDay(events, day), day));
  const [firstHour, lastHour] = hourRange(placedByDay.flat());
  const hours = Array.from({ length: lastHour - firstHour }, (_, index) => firstHour + index);
  const offDayTint = alpha(theme.palette.error.main, 0.04);

  const handleColumnClick = (day: Date, clicked: MouseEvent<HTMLDivElement>) => {
    const offset = clicked.clientY - clicked.currentTarget.getBoundingClientRect().top;
    const minute = firstHour * 60 + Math.floor(offset / HOUR_HEIGHT / (SLOT_MINUTES / 60)) * SLOT_MINUTES;
    onSlotClick(addMinutes(startOfDay(day), minute));
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS, borderBottom: 1, borderColor: 'divider' }}>
        <Box />
        {days.map((day) => {
          const key = toDayParam(day);
          const isToday = key === toDayParam(today);
          const offDay = isWeekend(day) || holidays.has(key);
          return (
            <Stack
              key={key}
              sx={{
                py: 1,
                alignItems: 'center',
                borderInlineStart: 1,
                borderColor: 'divider',
                bgcolor: offDay ? offDayTint : undefined,
              }}
            >
              <Typography variant="caption" color={offDay ? 'error' : 'text.secondary'}>
                {jalali(day, 'EEEE')}
              </Typography>
              <Typography
                variant="subtitle2"
                component="h3"
                aria-label={formatJalaliWeekdayDay(day)}
                sx={{
                  fontWeight: 700,
                  px: 1,
                  borderRadius: 4,
                  color: isToday ? 'primary.contrastText' : offDay ? 'error.main' : 'text.primary',
                  bgcolor: isToday ? 'primary.main' : undefined,
                }}
              >
                {dayMonth(day)}
              </Typography>
              {holidays.get(key) && (
                <Typography variant="caption" color="error" noWrap sx={{ maxWidth: '100%', px: 0.5 }}>
                  {holidays.get(key)}
                </Typography>
              )}
            </Stack>
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS, borderBottom: 1, borderColor: 'divider' }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ p: 0.5, alignSelf: 'center', textAlign: 'center' }}
        >
          {calendarText.week.allDay}
        </Typography>
        {days.map((day) => (
          <Stack
            key={toDayParam(day)}
            spacing={0.25}
            sx={{ p: 0.25, minHeight: 28, borderInlineStart: 1, borderColor: 'divider' }}
          >
            {eventsOnDay(events, day)
              .filter((event) => event.all_day)
              .map((event) => (
                <EventChip key={event.pid} event={event} onOpen={onOpenEvent} />
              ))}
          </Stack>
        ))}
      </Box>
      {/* Focusable, so the hours can be scrolled from the keyboard. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={calendarText.week.hours}
        sx={{ maxHeight: 620, overflowY: 'auto' }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS }}>
          <Box>
            {hours.map((hour) => (
              <Typography
                key={hour}
                variant="caption"
                color="text.secondary"
                sx={{
                  display: 'block',
                  height: HOUR_HEIGHT,
                  textAlign: 'center',
                  transform: 'translateY(-0.6em)',
                }}
              >
                {hour === firstHour ? '' : jalali(new Date(2000, 0, 1, hour), 'HH:mm')}
              </Typography>
            ))}
          </Box>
          {days.map((day, index) => {
            const key = toDayParam(day);
            const offDay = isWeekend(day) || holidays.has(key);
            return (
              <Box
                key={key}
                onClick={(clicked) => handleColumnClick(day, clicked)}
                sx={{
                  position: 'relative',
                  height: hours.length * HOUR_HEIGHT,
                  borderInlineStart: 1,
                  borderColor: 'divider',
                  cursor: 'pointer',
                  bgcolor: offDay ? offDayTint : undefined,
                  backgroundImage: `linear-gradient(${theme.palette.divider} 1px, transparent 1px)`,
                  backgroundSize: `100% ${HOUR_HEIGHT}px`,
                }}
              >
                {placedByDay[index]?.map((placed) => (
                  <WeekGridEvent
                    key={placed.event.pid}
                    placed={placed}
                    gridStartMinute={firstHour * 60}
                    hourHeight={HOUR_HEIGHT}
                    onOpen={onOpenEvent}
                  />
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Paper>
  );
}
