import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEvent } from '@vakilyar/contract';
import { eventColor } from '../kit/event-colors';
import { eventTimeLabel } from '../kit/event-time';
import type { PlacedEvent } from '../kit/week-layout';

/** The height of one text line of a block, in pixels (caption at line height 1.4). */
const LINE = 17;

interface WeekGridEventProps {
  placed: PlacedEvent;
  /** Where the grid's first hour starts, in minutes from midnight, and an hour's height. */
  gridStartMinute: number;
  hourHeight: number;
  onOpen: (event: CalendarEvent) => void;
}

/** A timed event in a day column: placed by its start and length, in its lane, its title as long as it fits. */
export function WeekGridEvent({ placed, gridStartMinute, hourHeight, onOpen }: WeekGridEventProps) {
  const { event, startMinute, endMinute, lane, lanes } = placed;
  const color = eventColor(event);
  const height = ((endMinute - startMinute) / 60) * hourHeight - 2;
  // The time on its own line when there is room, and as many lines of the title as fit under it.
  const roomy = height >= 2 * LINE + 4;
  const titleLines = Math.max(1, Math.floor((height - 4) / LINE) - (roomy ? 1 : 0));
  return (
    <ButtonBase
      onClick={(clicked) => {
        clicked.stopPropagation();
        onOpen(event);
      }}
      sx={{
        position: 'absolute',
        top: ((startMinute - gridStartMinute) / 60) * hourHeight + 1,
        height,
        insetInlineStart: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        flexDirection: roomy ? 'column' : 'row',
        gap: roomy ? 0 : 0.5,
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        overflow: 'hidden',
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        borderInlineStart: `3px solid ${color}`,
        bgcolor: alpha(color, 0.14),
        textAlign: 'start',
        '&:hover': { bgcolor: alpha(color, 0.22) },
      }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.4, color, whiteSpace: 'nowrap' }}>
        {eventTimeLabel(event)}
      </Typography>
      <Typography
        variant="caption"
        sx={{
          lineHeight: 1.4,
          color: 'text.primary',
          display: '-webkit-box',
          WebkitLineClamp: titleLines,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {event.title}
      </Typography>
      {/* Its name is what it shows, then its kind for a screen reader (a label of its own would differ). */}
      <Box component="span" sx={visuallyHidden}>
        {`، ${CALENDAR_EVENT_TYPE_LABELS[event.event_type]}`}
      </Box>
    </ButtonBase>
  );
}
