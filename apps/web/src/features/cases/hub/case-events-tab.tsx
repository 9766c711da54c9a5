import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEvent, Case } from '@vakilyar/contract';
import { addDays, startOfToday } from 'date-fns-jalali';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { EventDialog, type EventDialogTarget } from '@/features/calendar/components/event-dialog';
import { EventRow } from '@/features/calendar/components/event-row';
import { toDayParam } from '@/features/calendar/kit/calendar-dates';
import { eventStart } from '@/features/calendar/kit/event-time';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { caseHubText } from '@/locales/fa/case-hub';
import { useCaseEvents } from '../api/list-case-events';
import { ListBody } from '../kit/list-body';
import { usePermissions } from '../kit/use-permissions';
import { pastOf, upcomingOf } from './event-timing';

const text = caseHubText.events;
/** A new hearing is offered a week ahead at nine; the lawyer moves it to the court's day. */
const NEW_EVENT_DAYS_AHEAD = 7;

function EventSection({
  title,
  events,
  empty,
  onOpen,
}: {
  title: string;
  events: CalendarEvent[];
  empty: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Card variant="outlined">
          <List aria-label={title}>
            {events.map((event) => (
              <EventRow key={event.pid} event={event} onOpen={onOpen} showDay />
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}

/** «جلسات»: the case's hearings, deadlines and meetings, coming then past; added and edited right here. */
export function CaseEventsTab({ item }: { item: Case }) {
  const events = useCaseEvents(item.pid);
  const { can } = usePermissions();
  const [target, setTarget] = useState<EventDialogTarget | null>(null);
  const navigate = useNavigate();
  const canManage = can('calendar.manage');
  // An event the caller may not change opens its week in the calendar instead.
  const open = (event: CalendarEvent) =>
    event.can_edit
      ? setTarget({ event })
      : navigate(`${PATHS.calendar}?view=week&date=${toDayParam(eventStart(event))}`);
  const all = events.data ?? [];

  return (
    <Stack spacing={3}>
      {canManage && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setTarget({ start: addDays(startOfToday(), NEW_EVENT_DAYS_AHEAD) })}
          >
            {text.add}
          </Button>
        </Stack>
      )}
      <ListBody
        isPending={events.isPending}
        isError={events.isError}
        onRetry={events.refetch}
        isEmpty={all.length === 0}
        empty={<MessageCard icon={<EventOutlined />} title={text.empty} />}
      >
        <EventSection
          title={text.upcoming}
          events={upcomingOf(all)}
          empty={text.emptyUpcoming}
          onOpen={open}
        />
        {pastOf(all).length > 0 && (
          <EventSection title={text.past} events={pastOf(all)} empty="" onOpen={open} />
        )}
      </ListBody>
      {target && (
        <JalaliPickers>
          <EventDialog
            target={target}
            showCasePicker
            initialCase={{ pid: item.pid, title: item.title, case_number: item.case_number }}
            onClose={() => setTarget(null)}
            onSaved={() => {
              setTarget(null);
              notifySuccess(text.saved);
            }}
          />
        </JalaliPickers>
      )}
    </Stack>
  );
}
