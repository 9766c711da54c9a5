import EventOutlined from '@mui/icons-material/EventOutlined';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { EventRow } from '@/features/calendar/components/event-row';
import { toDayParam } from '@/features/calendar/kit/calendar-dates';
import { eventStart } from '@/features/calendar/kit/event-time';
import { useCaseEvents } from '@/features/cases/api/list-case-events';
import { upcomingOf } from '@/features/cases/hub/event-timing';
import { ListBody } from '@/features/cases/kit/list-body';
import { PATHS } from '@/lib/route-paths';
import { caseHubText } from '@/locales/fa/case-hub';

/** The hearings and deadlines the office shared on this case, coming first; each opens its week in her calendar. */
export function MyCaseEvents({ casePid }: { casePid: string }) {
  const events = useCaseEvents(casePid);
  const navigate = useNavigate();
  const all = events.data ?? [];
  const upcoming = upcomingOf(all);
  const past = all.filter((event) => !upcoming.includes(event)).reverse();
  return (
    <>
      <Typography variant="h6" component="h2">
        {caseHubText.client.hearings}
      </Typography>
      <ListBody
        isPending={events.isPending}
        isError={events.isError}
        onRetry={events.refetch}
        isEmpty={all.length === 0}
        empty={<MessageCard icon={<EventOutlined />} title={caseHubText.client.noHearings} />}
      >
        <Card variant="outlined">
          <List aria-label={caseHubText.client.hearings}>
            {[...upcoming, ...past].map((event) => (
              <EventRow
                key={event.pid}
                event={event}
                showDay
                onOpen={() => navigate(`${PATHS.calendar}?view=week&date=${toDayParam(eventStart(event))}`)}
              />
            ))}
          </List>
        </Card>
      </ListBody>
    </>
  );
}
