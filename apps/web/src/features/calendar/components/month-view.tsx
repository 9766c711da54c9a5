import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@vakilyar/contract';
import { usePhone } from '@/components/use-phone';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { calendarText } from '@/locales/fa/calendar';
import { isWeekend, monthWeeks, toDayParam } from '../kit/calendar-dates';
import { eventColor } from '../kit/event-colors';
import { eventsOnDay } from '../kit/event-time';
import { dayNumber, jalali, monthTitle } from '../kit/jalali-text';
import { EventChip } from './event-chip';
import { MoreEventsButton } from './more-events-button';

interface MonthViewProps {
  anchor: Date;
  today: Date;
  events: readonly CalendarEvent[];
  /** Official holidays of the shown days, by `YYYY-MM-DD`: their names. */
  holidays: ReadonlyMap<string, string>;
  /** The day picked on a phone, whose events show under the grid. */
  selectedDay: Date | null;
  onDayClick: (day: Date) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

/** Two chips of up to two lines each keep a week's row calm; the rest are behind «+N». */
const CHIPS_PER_DAY = 2;
const DOTS_PER_DAY = 3;

/**
 * A Jalali month as seven columns from Saturday: today ringed, Fridays and holidays tinted, each
 * event a chip in its type's colour (a dot on a phone), «+N» for what does not fit. A day's name says
 * how many events it holds («دوشنبه ۲ آذر ۱۴۰۵، ۲ رویداد»).
 */
export function MonthView({
  anchor,
  today,
  events,
  holidays,
  selectedDay,
  onDayClick,
  onOpenEvent,
}: MonthViewProps) {
  const theme = useTheme();
  const phone = usePhone();
  const weeks = monthWeeks(anchor);
  const month = jalali(anchor, 'yyyy/MM');
  const offDayTint = alpha(theme.palette.error.main, 0.05);

  return (
    <Box
      role="grid"
      aria-label={calendarText.month.grid(monthTitle(anchor))}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {weeks[0]?.map((day) => (
          <Typography
            key={day.getDay()}
            role="columnheader"
            aria-label={jalali(day, 'EEEE')}
            variant="caption"
            sx={{
              py: 1,
              textAlign: 'center',
              fontWeight: 700,
              color: isWeekend(day) ? 'error.main' : 'text.secondary',
              bgcolor: 'grey.50',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {phone ? jalali(day, 'EEEEE') : jalali(day, 'EEEE')}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box
          key={toDayParam(week[0] ?? anchor)}
          role="row"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
        >
          {week.map((day) => {
            const key = toDayParam(day);
            const inMonth = jalali(day, 'yyyy/MM') === month;
            const holiday = holidays.get(key);
            const offDay = isWeekend(day) || Boolean(holiday);
            const isToday = key === toDayParam(today);
            const isSelected = selectedDay !== null && key === toDayParam(selectedDay);
            const dayEvents = eventsOnDay(events, day);
            const shown = dayEvents.slice(0, CHIPS_PER_DAY);
            const label = [
              formatJalaliWeekdayDay(day),
              holiday,
              dayEvents.length > 0 && calendarText.month.eventCount(formatNumber(dayEvents.length)),
            ]
              .filter(Boolean)
              .join('، ');
            return (
              <Box
                key={key}
                role="gridcell"
                aria-selected={isSelected || undefined}
                onClick={() => onDayClick(day)}
                sx={{
                  minHeight: { xs: 64, sm: 112 },
                  p: { xs: 0.5, sm: 0.75 },
                  borderInlineStart: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  cursor: 'pointer',
                  bgcolor: offDay ? offDayTint : undefined,
                  color: inMonth ? undefined : 'text.secondary',
                  outline: isSelected ? `2px solid ${theme.palette.primary.main}` : undefined,
                  outlineOffset: -2,
                  '&:nth-of-type(7n+1)': { borderInlineStart: 0 },
                  '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.04) },
                }}
              >
                <Stack spacing={0.5} sx={{ alignItems: { xs: 'center', sm: 'stretch' } }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ButtonBase
                      aria-label={label}
                      onClick={(clicked) => {
                        clicked.stopPropagation();
                        onDayClick(day);
                      }}
                      sx={{
                        width: 28,
                        height: 28,
                        flexShrink: 0,
                        borderRadius: '50%',
                        fontSize: '0.875rem',
                        fontWeight: isToday ? 700 : 500,
                        color: isToday
                          ? 'primary.contrastText'
                          : !inMonth
                            ? 'text.secondary'
                            : offDay
                              ? 'error.main'
                              : 'text.primary',
                        bgcolor: isToday ? 'primary.main' : undefined,
                      }}
                    >
                      {dayNumber(day)}
                    </ButtonBase>
                    {holiday && !phone && (
                      <Typography
                        variant="caption"
                        color="error"
                        noWrap
                        title={holiday}
                        sx={{ fontSize: '0.7rem' }}
                      >
                        {holiday}
                      </Typography>
                    )}
                  </Stack>
                  {phone ? (
                    <EventDots events={dayEvents} />
                  ) : (
                    <>
                      {shown.map((event) => (
                        <EventChip key={event.pid} event={event} onOpen={onOpenEvent} />
                      ))}
                      {dayEvents.length > shown.length && (
                        <MoreEventsButton
                          day={day}
                          events={dayEvents}
                          hidden={dayEvents.length - shown.length}
                          onOpenEvent={onOpenEvent}
                        />
                      )}
                    </>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/** On a phone a day is too narrow for titles: a dot per event, in its colour, and how many more. */
function EventDots({ events }: { events: readonly CalendarEvent[] }) {
  if (events.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      {events.slice(0, DOTS_PER_DAY).map((event) => (
        <Box key={event.pid} sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: eventColor(event) }} />
      ))}
      {events.length > DOTS_PER_DAY && (
        <Typography variant="caption" sx={{ fontSize: '0.625rem', lineHeight: 1 }}>
          {calendarText.month.more(formatNumber(events.length - DOTS_PER_DAY))}
        </Typography>
      )}
    </Stack>
  );
}
