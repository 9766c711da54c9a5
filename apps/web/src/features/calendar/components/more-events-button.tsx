import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { CalendarEvent } from '@vakilyar/contract';
import { useState } from 'react';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { calendarText } from '@/locales/fa/calendar';
import { EventChip } from './event-chip';

interface MoreEventsButtonProps {
  day: Date;
  events: readonly CalendarEvent[];
  hidden: number;
  onOpenEvent: (event: CalendarEvent) => void;
}

/** «+۲» under a full day: opens every event of that day beside it. */
export function MoreEventsButton({ day, events, hidden, onOpenEvent }: MoreEventsButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = formatNumber(hidden);
  return (
    <>
      <ButtonBase
        onClick={(clicked) => {
          clicked.stopPropagation();
          setAnchor(clicked.currentTarget);
        }}
        sx={{
          alignSelf: 'flex-start',
          px: 0.75,
          borderRadius: 1,
          fontSize: '0.75rem',
          fontWeight: 700,
          color: 'text.secondary',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {calendarText.month.more(count)}
        <Box component="span" sx={visuallyHidden}>
          {` ${calendarText.month.moreHidden}`}
        </Box>
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={(clicked) => clicked.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { p: 1.5, width: 240 } } }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {formatJalaliWeekdayDay(day)}
        </Typography>
        <Stack spacing={0.5}>
          {events.map((event) => (
            <EventChip
              key={event.pid}
              event={event}
              onOpen={(opened) => {
                setAnchor(null);
                onOpenEvent(opened);
              }}
            />
          ))}
        </Stack>
      </Popover>
    </>
  );
}
