import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarEvent, CalendarEventRequest, DeadlineRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { notifyWarning } from '@/lib/notify';
import { calendarText } from '@/locales/fa/calendar';
import { type EventMutationResult, useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { EventForm } from './event-form';
import type { CaseOption } from './event-form-values';

/** What the dialog is open for: a new event (from a day or a time) or an existing one. */
export type EventDialogTarget = { event: CalendarEvent } | { start?: Date };

interface EventDialogProps {
  target: EventDialogTarget;
  showCasePicker: boolean;
  /** A new event of this case (opened from the case page). */
  initialCase?: CaseOption;
  onClose: () => void;
  onSaved: (event: CalendarEvent) => void;
}

function deadlineRequestOf({
  served_on,
  rule,
  days,
}: NonNullable<CalendarEvent['deadline']>): DeadlineRequest {
  return rule === 'custom' ? { served_on, rule, days } : { served_on, rule };
}

/** The saved event; a warning the server adds (its SMS cannot be paid for) is shown, as it outlives the dialog. */
function savedEvent({ message: _message, warning, ...event }: EventMutationResult): CalendarEvent {
  if (warning) notifyWarning(warning);
  return event;
}

/** Creates or edits an event in a dialog; full screen on a phone. */
export function EventDialog({ target, showCasePicker, initialCase, onClose, onSaved }: EventDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = 'event' in target ? target.event : undefined;
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent(editing?.pid ?? '');

  const handleSubmit = async (request: CalendarEventRequest, timesChanged: boolean) => {
    if (!editing) {
      onSaved(savedEvent(await createEvent.mutateAsync(request)));
      return;
    }
    // PUT clears what is left out: a deadline's computation stays unless its day was moved by hand.
    const deadline = editing.deadline && !timesChanged ? deadlineRequestOf(editing.deadline) : null;
    onSaved(savedEvent(await updateEvent.mutateAsync(deadline ? { ...request, deadline } : request)));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {editing ? calendarText.form.editTitle : calendarText.form.createTitle}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <EventForm
          event={editing}
          initialStart={'start' in target ? target.start : undefined}
          showCasePicker={showCasePicker}
          initialCase={initialCase}
          onSubmit={handleSubmit}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
