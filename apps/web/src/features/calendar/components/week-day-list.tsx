import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { calendarText } from '@/locales/fa/calendar';
import { isWeekend, toDayParam, weekDays } from '../kit/calendar-dates';
import { eventsOnDay } from '../kit/event-time';
import { weekdayDay } from '../kit/jalali-text';
import { EventRow } from './event-row';
import type { WeekViewProps } from './week-view-props';

/** A phone's week: each day from Saturday with its events under it. */
export function WeekDayList({ anchor, today, events, holidays, onDayClick, onOpenEvent }: WeekViewProps) {
  return (
    <Stack spacing={1.5}>
      {weekDays(anchor).map((day) => {
        const key = toDayParam(day);
        const holiday = holidays.get(key);
        const dayEvents = eventsOnDay(events, day);
        const isToday = key === toDayParam(today);
        const offDay = isWeekend(day) || Boolean(holiday);
        return (
          <Paper
            key={key}
            variant="outlined"
            component="section"
            aria-label={formatJalaliWeekdayDay(day)}
            sx={{ overflow: 'hidden', borderColor: isToday ? 'primary.main' : 'divider' }}
          >
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                px: 1.5,
                py: 0.5,
                bgcolor: (theme) =>
                  isToday
                    ? theme.palette.primary.main
                    : offDay
                      ? alpha(theme.palette.error.main, 0.06)
                      : theme.palette.grey[50],
                color: isToday ? 'primary.contrastText' : offDay ? 'error.main' : 'text.primary',
              }}
            >
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                  {weekdayDay(day)}
                </Typography>
                {holiday && <Typography variant="caption">{holiday}</Typography>}
              </Box>
              <IconButton
                size="small"
                color="inherit"
                aria-label={`${calendarText.month.addOnDay}: ${formatJalaliWeekdayDay(day)}`}
                onClick={() => onDayClick(day)}
              >
                <Add fontSize="small" />
              </IconButton>
            </Stack>
            {dayEvents.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                {calendarText.week.noEvents}
              </Typography>
            ) : (
              <List dense disablePadding sx={{ p: 0.5 }}>
                {dayEvents.map((event) => (
                  <EventRow key={event.pid} event={event} onOpen={onOpenEvent} />
                ))}
              </List>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
