import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Holiday } from '@vakilyar/contract';
import { Link } from 'react-router';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { adminHolidaysText as text } from '@/locales/fa/admin-holidays';

interface HolidayListProps {
  label: string;
  holidays: readonly Holiday[];
  onRemove: (holiday: Holiday) => void;
}

/** The year's holidays in date order, each with its weekday and a way to remove it. */
export function HolidayList({ label, holidays, onRemove }: HolidayListProps) {
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {holidays.map((holiday, index) => (
          <ListItem
            key={holiday.pid}
            divider={index < holidays.length - 1}
            sx={{ pr: 13 }}
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={text.onCalendar(holiday.title)}>
                  <IconButton
                    component={Link}
                    to={`${PATHS.calendar}?date=${holiday.date}`}
                    aria-label={text.onCalendar(holiday.title)}
                  >
                    <CalendarMonthOutlined />
                  </IconButton>
                </Tooltip>
                <Tooltip title={text.remove(holiday.title)}>
                  <IconButton
                    edge="end"
                    aria-label={text.remove(holiday.title)}
                    onClick={() => onRemove(holiday)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <EventBusyOutlined color="error" />
            </ListItemIcon>
            <ListItemText
              primary={holiday.title}
              secondary={formatJalaliWeekdayDay(holiday.date)}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
