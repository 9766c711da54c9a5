import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { CASE_STATUS_LABELS, type CalendarEvent } from '@vakilyar/contract';
import { eventStart, eventTimeLabel } from '@/features/calendar/kit/event-time';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { officeToday } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { clientCasesQuery, clientEventsQuery } from '../api/dashboard-queries';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';

const text = dashboardText.clientCases;

/** Each case's soonest event still to come (the lawyer's events shared with the client). */
function nextEventByCase(events: readonly CalendarEvent[]): Map<string, CalendarEvent> {
  const next = new Map<string, CalendarEvent>();
  for (const event of events) {
    if (!event.case) continue;
    const known = next.get(event.case.pid);
    if (!known || eventStart(event) < eventStart(known)) next.set(event.case.pid, event);
  }
  return next;
}

/** The client's cases with their status and next court date. */
export function ClientCasesCard() {
  const cases = useQuery(clientCasesQuery());
  const events = useQuery(clientEventsQuery(officeToday()));
  const next = nextEventByCase(events.data ?? []);
  const items = cases.data?.results ?? [];

  return (
    <WorkCard
      title={text.title}
      Icon={FolderSharedOutlined}
      to={PATHS.myCases}
      isPending={cases.isPending || events.isPending}
      isError={cases.isError}
      isEmpty={items.length === 0}
      empty={text.empty}
      rows={2}
    >
      <List dense disablePadding>
        {items.map((item) => {
          const event = next.get(item.pid);
          return (
            <WorkRow
              key={item.pid}
              to={`${PATHS.myCases}/${item.pid}`}
              primary={item.title}
              secondary={
                event
                  ? text.nextDate(`${formatJalaliWeekdayDay(eventStart(event))}، ${eventTimeLabel(event)}`)
                  : text.noDate
              }
              end={<Chip size="small" variant="outlined" label={CASE_STATUS_LABELS[item.status]} />}
            />
          );
        })}
      </List>
    </WorkCard>
  );
}
