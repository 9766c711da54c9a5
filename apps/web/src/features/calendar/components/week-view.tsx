import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { drawnForPhone } from '@/lib/server-drawn';
import { WeekDayList } from './week-day-list';
import { WeekGrid } from './week-grid';
import type { WeekViewProps } from './week-view-props';

/** The week of the anchor: a time grid with a column per day, or a list of days on a phone. */
export function WeekView(props: WeekViewProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), {
    defaultMatches: drawnForPhone(),
  });
  return phone ? <WeekDayList {...props} /> : <WeekGrid {...props} />;
}
