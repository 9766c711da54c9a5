import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEvent } from '@vakilyar/contract';
import { eventColor } from '../kit/event-colors';
import { eventStart } from '../kit/event-time';
import { clockTime } from '../kit/jalali-text';

interface EventChipProps {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
}

/**
 * An event in a day cell: an all-day one filled with its type's colour, a timed one tinted with a dot
 * of it, then its start time and title, wrapped to two lines so a title is read, not cut at its first word.
 */
export function EventChip({ event, onOpen }: EventChipProps) {
  const color = eventColor(event);
  const time = event.all_day ? '' : clockTime(eventStart(event));
  return (
    <ButtonBase
      onClick={(clicked) => {
        clicked.stopPropagation();
        onOpen(event);
      }}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 0.5,
        width: '100%',
        minWidth: 0,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: event.all_day ? color : alpha(color, 0.1),
        color: event.all_day ? '#fff' : 'text.primary',
        fontSize: '0.75rem',
        lineHeight: 1.6,
        '&:hover': { bgcolor: event.all_day ? alpha(color, 0.85) : alpha(color, 0.2) },
      }}
    >
      {!event.all_day && (
        <Box
          component="span"
          sx={{ width: 6, height: 6, mt: '0.45em', flexShrink: 0, borderRadius: '50%', bgcolor: color }}
        />
      )}
      <Box
        component="span"
        title={event.title}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          textAlign: 'start',
          lineHeight: 1.45,
        }}
      >
        {time && (
          <Box component="span" sx={{ fontWeight: 700, color, marginInlineEnd: 0.5 }}>
            {time}{' '}
          </Box>
        )}
        {event.title}
      </Box>
      {/* Its name is what it shows, then its kind for a screen reader (a label of its own would differ). */}
      <Box component="span" sx={visuallyHidden}>
        {`، ${CALENDAR_EVENT_TYPE_LABELS[event.event_type]}`}
      </Box>
    </ButtonBase>
  );
}
