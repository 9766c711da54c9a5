import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CalendarEventRequest, type CourtNotice, toPersianDigits } from '@vakilyar/contract';
import { type ReactNode, useId, useState } from 'react';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { useCreateEvent } from '@/features/calendar/api/create-event';
import { DeadlineDialog } from '@/features/calendar/components/deadline-dialog';
import { formatJalaliDateTime, formatJalaliDay } from '@/lib/format/jalali';
import { courtNoticesText } from '@/locales/fa/court-notices';

type Entry = 'hearing' | 'deadline';

/** Whether the saved notice sets a hearing or a reply deadline it did not have before. */
export function hasNewDates(saved: CourtNotice, before?: CourtNotice): boolean {
  return Boolean(
    (saved.hearing_at && saved.hearing_at !== before?.hearing_at) ||
      (saved.reply_due_on && saved.reply_due_on !== before?.reply_due_on),
  );
}

function OfferRow({ label, done, action }: { label: string; done: boolean; action: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography>{label}</Typography>
      {done ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
          <CheckCircleOutline fontSize="small" aria-hidden />
          <Typography variant="body2">{courtNoticesText.calendarOffer.added}</Typography>
        </Stack>
      ) : (
        action
      )}
    </Stack>
  );
}

/**
 * After a notice with a hearing or a reply deadline is saved: each goes on the calendar with one click, the
 * hearing at its time, the deadline as an all-day event; without a typed deadline, the deadline calculator
 * counts it from the day of service.
 */
export function NoticeCalendarOffer({ notice, onClose }: { notice: CourtNotice; onClose: () => void }) {
  const titleId = useId();
  const createEvent = useCreateEvent();
  const [added, setAdded] = useState<ReadonlySet<Entry>>(new Set());
  const [calculating, setCalculating] = useState(false);
  const text = courtNoticesText.calendarOffer;
  const subject = toPersianDigits(notice.subject);
  const common = { court: notice.court, branch: notice.branch, case: notice.case?.pid ?? null };
  const markAdded = (entry: Entry) => setAdded((current) => new Set(current).add(entry));

  const add = (entry: Entry, event: CalendarEventRequest) =>
    createEvent.mutate(event, { onSuccess: () => markAdded(entry) });
  const busy = (entry: Entry) => createEvent.isPending && createEvent.variables?.event_type === entry;

  if (calculating) {
    return (
      <JalaliPickers>
        <DeadlineDialog
          servedOn={notice.served_on}
          fromNotice
          showCasePicker
          initialCase={notice.case ? { ...notice.case, case_number: null } : null}
          onClose={() => setCalculating(false)}
          onAdded={() => {
            setCalculating(false);
            markAdded('deadline');
          }}
        />
      </JalaliPickers>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{text.intro(subject)}</Typography>
          {notice.hearing_at && (
            <OfferRow
              label={text.hearing(formatJalaliDateTime(notice.hearing_at))}
              done={added.has('hearing')}
              action={
                <Button
                  variant="contained"
                  startIcon={<EventAvailableOutlined />}
                  loading={busy('hearing')}
                  onClick={() =>
                    add('hearing', {
                      ...common,
                      title: text.hearingTitle(notice.case?.title, subject),
                      event_type: 'hearing',
                      starts_at: notice.hearing_at ?? undefined,
                    })
                  }
                >
                  {text.addHearing}
                </Button>
              }
            />
          )}
          {notice.reply_due_on ? (
            <OfferRow
              label={text.deadline(formatJalaliDay(notice.reply_due_on))}
              done={added.has('deadline')}
              action={
                <Button
                  variant="outlined"
                  startIcon={<EventAvailableOutlined />}
                  loading={busy('deadline')}
                  onClick={() =>
                    add('deadline', {
                      ...common,
                      title: text.deadlineTitle(notice.case?.title, subject),
                      event_type: 'deadline',
                      all_day: true,
                      starts_at: `${notice.reply_due_on}T00:00:00+03:30`,
                    })
                  }
                >
                  {text.addDeadline}
                </Button>
              }
            />
          ) : (
            notice.served_on && (
              <OfferRow
                label={text.calculate}
                done={added.has('deadline')}
                action={
                  <Button variant="outlined" onClick={() => setCalculating(true)}>
                    {text.calculateAction}
                  </Button>
                }
              />
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{added.size ? text.done : text.later}</Button>
      </DialogActions>
    </Dialog>
  );
}
