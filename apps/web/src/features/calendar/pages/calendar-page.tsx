import Add from '@mui/icons-material/Add';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { CalendarEvent } from '@vakilyar/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLayout } from '@/components/page-layout';
import { usePhone } from '@/components/use-phone';
import { useProfile } from '@/features/profile/api/get-profile';
import { officeToday } from '@/lib/format/office-time';
import { calendarText } from '@/locales/fa/calendar';
import { useLinkedEvent } from '../api/get-event';
import { AgendaView } from '../components/agenda-view';
import { CalendarToolbar } from '../components/calendar-toolbar';
import type { EventDialogTarget } from '../components/event-dialog';
import { RangeView } from '../components/range-view';
import { stepAnchor } from '../kit/calendar-dates';
import { eventStart } from '../kit/event-time';
import { useCalendarUrl } from '../kit/use-calendar-url';

// The drawer and the dialogs, with the date pickers they draw, load once the calendar shows, not before
// it (the signed-in budget): the views themselves draw no picker.
const JalaliPickers = lazy(() =>
  import('@/components/pickers/jalali-pickers').then((module) => ({ default: module.JalaliPickers })),
);
const EventDetailsDrawer = lazy(() =>
  import('../components/event-details-drawer').then((module) => ({ default: module.EventDetailsDrawer })),
);
const EventDialog = lazy(() =>
  import('../components/event-dialog').then((module) => ({ default: module.EventDialog })),
);
const DeadlineDialog = lazy(() =>
  import('../components/deadline-dialog').then((module) => ({ default: module.DeadlineDialog })),
);
const SettingsDialog = lazy(() =>
  import('../components/settings-dialog').then((module) => ({ default: module.SettingsDialog })),
);

/**
 * /calendar: the office's calendar for a lawyer and their secretaries, the user's own for a client or
 * a consultant. Month, week and agenda views kept in the address; events, reminders, the deadline
 * calculator and the settings in dialogs.
 */
export function CalendarPage() {
  const url = useCalendarUrl();
  const phone = usePhone();
  const { data: profile } = useProfile();
  const roles = profile?.roles ?? [];
  const officeStaff = roles.includes('lawyer') || roles.includes('secretary');
  const today = officeToday();
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const [editing, setEditing] = useState<EventDialogTarget | null>(null);
  const [deadlineOpen, setDeadlineOpen] = useState(url.deadlineFrom !== null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawer's and the dialogs' code (with the pickers and the contract's schemas) loads when one first
  // opens, not with the page: evaluated right after a phone showed the calendar, it held it about a second.
  const dialogOpen = selected !== null || editing !== null || deadlineOpen || settingsOpen;
  const [dialogsLoaded, setDialogsLoaded] = useState(dialogOpen);
  if (dialogOpen && !dialogsLoaded) setDialogsLoaded(true);

  const showEvent = (event: CalendarEvent) => {
    setSelected(event);
    url.setAnchor(eventStart(event));
  };

  // An alarm's link (`?event=<pid>`) opens the event and its days, then leaves the address as a plain view.
  const linked = useLinkedEvent(url.eventPid);
  const { setAnchor, clearEventLink } = url;
  useEffect(() => {
    if (linked.data) {
      setSelected(linked.data);
      setAnchor(eventStart(linked.data));
    }
    if (linked.data || linked.isError) clearEventLink();
  }, [linked.data, linked.isError, setAnchor, clearEventLink]);

  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Tooltip title={calendarText.settingsButton}>
        <IconButton aria-label={calendarText.settingsButton} onClick={() => setSettingsOpen(true)}>
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      {phone ? (
        <Tooltip title={calendarText.deadlineCalculator}>
          <IconButton aria-label={calendarText.deadlineCalculator} onClick={() => setDeadlineOpen(true)}>
            <CalculateOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<CalculateOutlined />} onClick={() => setDeadlineOpen(true)}>
          {calendarText.deadlineCalculator}
        </Button>
      )}
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
        {calendarText.newEvent}
      </Button>
    </Stack>
  );

  return (
    <>
      <PageLayout title={calendarText.title} actions={actions}>
        <Stack spacing={2}>
          <CalendarToolbar
            view={url.view}
            anchor={url.anchor}
            onViewChange={url.setView}
            onStep={(step) => url.setAnchor(stepAnchor(url.view, url.anchor, step))}
            onToday={() => url.setAnchor(today)}
          />
          {url.view === 'agenda' ? (
            <AgendaView
              search={url.search}
              futureOnly={url.futureOnly}
              onSearch={url.setSearch}
              onFutureOnlyChange={url.setFutureOnly}
              onOpenEvent={setSelected}
            />
          ) : (
            <RangeView
              view={url.view}
              anchor={url.anchor}
              today={today}
              onCreate={(start) => setEditing({ start })}
              onOpenEvent={setSelected}
            />
          )}
        </Stack>
      </PageLayout>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <JalaliPickers>
            <EventDetailsDrawer
              event={selected}
              linkCases={officeStaff}
              onClose={() => setSelected(null)}
              onEdit={(event) => setEditing({ event })}
            />
            {editing && (
              <EventDialog
                target={editing}
                showCasePicker={officeStaff}
                onClose={() => setEditing(null)}
                onSaved={(event) => {
                  setEditing(null);
                  showEvent(event);
                }}
              />
            )}
            {deadlineOpen && (
              <DeadlineDialog
                servedOn={url.deadlineFrom}
                fromNotice={url.noticePid !== null}
                showCasePicker={officeStaff}
                onClose={() => {
                  setDeadlineOpen(false);
                  url.clearDeadlineRequest();
                }}
                onAdded={(event) => {
                  setDeadlineOpen(false);
                  url.clearDeadlineRequest();
                  showEvent(event);
                }}
              />
            )}
            {settingsOpen && <SettingsDialog onClose={() => setSettingsOpen(false)} />}
          </JalaliPickers>
        </Suspense>
      )}
    </>
  );
}
