import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@vakilyar/contract';
import { MessageCard } from '@/components/message-card';
import { ListBody } from '@/features/cases/kit/list-body';
import { SearchField } from '@/features/cases/kit/search-field';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { calendarText } from '@/locales/fa/calendar';
import { type AgendaParams, useAgendaEvents } from '../api/list-events';
import { toDayParam } from '../kit/calendar-dates';
import { eventStart } from '../kit/event-time';
import { EventRow } from './event-row';

interface AgendaViewProps extends AgendaParams {
  onSearch: (text: string) => void;
  onFutureOnlyChange: (futureOnly: boolean) => void;
  onOpenEvent: (event: CalendarEvent) => void;
}

const text = calendarText.agenda;

/** Consecutive events of the same local day, under that day's heading. */
function groupByDay(events: readonly CalendarEvent[]): { day: Date; events: CalendarEvent[] }[] {
  const groups: { key: string; day: Date; events: CalendarEvent[] }[] = [];
  for (const event of events) {
    const day = eventStart(event);
    const key = toDayParam(day);
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, day, events: [event] });
  }
  return groups;
}

/** The agenda: events grouped by Jalali day, searchable, upcoming only or all of them. */
export function AgendaView({
  search,
  futureOnly,
  onSearch,
  onFutureOnlyChange,
  onOpenEvent,
}: AgendaViewProps) {
  const agenda = useAgendaEvents({ search, futureOnly });
  const events = agenda.data?.pages.flatMap((page) => page.results) ?? [];
  const groups = groupByDay(events);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField
          value={search}
          onSearch={onSearch}
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
        />
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          control={
            <Switch checked={futureOnly} onChange={(_event, checked) => onFutureOnlyChange(checked)} />
          }
          label={text.futureOnly}
        />
      </Stack>
      <ListBody
        isPending={agenda.isPending}
        isError={agenda.isError}
        onRetry={agenda.refetch}
        isEmpty={events.length === 0}
        empty={
          <MessageCard
            icon={<EventBusyOutlined />}
            title={text.emptyTitle}
            body={search ? text.emptySearch : text.emptyFuture}
          />
        }
      >
        <Stack spacing={1.5}>
          {groups.map((group) => {
            const title = formatJalaliWeekdayDay(group.day);
            return (
              <Paper key={toDayParam(group.day)} variant="outlined" component="section" aria-label={title}>
                <Typography
                  variant="subtitle2"
                  component="h3"
                  sx={{
                    px: 2,
                    py: 1,
                    fontWeight: 700,
                    color: 'primary.main',
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  {title}
                </Typography>
                <List dense disablePadding sx={{ p: 0.5 }}>
                  {group.events.map((event) => (
                    <EventRow key={event.pid} event={event} onOpen={onOpenEvent} />
                  ))}
                </List>
              </Paper>
            );
          })}
        </Stack>
        {agenda.hasNextPage && (
          <Button
            variant="outlined"
            sx={{ alignSelf: 'center' }}
            loading={agenda.isFetchingNextPage}
            onClick={() => agenda.fetchNextPage()}
          >
            {text.loadMore}
          </Button>
        )}
      </ListBody>
    </Stack>
  );
}
