import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { calendarText } from '@/locales/fa/calendar';
import { CALENDAR_VIEWS, type CalendarView, weekDays } from '../kit/calendar-dates';
import { dayMonth, jalali, monthTitle } from '../kit/jalali-text';

interface CalendarToolbarProps {
  view: CalendarView;
  anchor: Date;
  onViewChange: (view: CalendarView) => void;
  onStep: (step: 1 | -1) => void;
  onToday: () => void;
}

const text = calendarText.toolbar;

/** «۱ تا ۷ آذر ۱۴۰۵», or «۲۹ آبان تا ۵ آذر ۱۴۰۵» across two months. */
function weekTitle(anchor: Date): string {
  const days = weekDays(anchor);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  const sameMonth = jalali(first, 'yyyy/MM') === jalali(last, 'yyyy/MM');
  return text.weekRange(sameMonth ? jalali(first, 'd') : dayMonth(first), jalali(last, 'd MMMM yyyy'));
}

/** Back, today and forward; the month or week shown; and the choice of view. */
export function CalendarToolbar({ view, anchor, onViewChange, onStep, onToday }: CalendarToolbarProps) {
  const week = view === 'week';
  const title = view === 'agenda' ? text.agendaTitle : week ? weekTitle(anchor) : monthTitle(anchor);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {view !== 'agenda' && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton onClick={() => onStep(-1)} aria-label={week ? text.previousWeek : text.previousMonth}>
              <ChevronRight />
            </IconButton>
            <Button variant="outlined" size="small" onClick={onToday}>
              {text.today}
            </Button>
            <IconButton onClick={() => onStep(1)} aria-label={week ? text.nextWeek : text.nextMonth}>
              <ChevronLeft />
            </IconButton>
          </Stack>
        )}
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {title}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        aria-label={text.views}
        onChange={(_event, next: CalendarView | null) => next && onViewChange(next)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'auto' }, '& .MuiToggleButton-root': { flex: 1, px: 2 } }}
      >
        {CALENDAR_VIEWS.map((option) => (
          <ToggleButton key={option} value={option}>
            {text[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
