import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  CALENDAR_EVENT_TYPE_LABELS,
  CALENDAR_EVENT_TYPES,
  type CalendarEvent,
  type CalendarEventRequest,
  DATE_RANGES,
} from '@vakilyar/contract';
import { addMinutes, addYears, differenceInMinutes, isValid } from 'date-fns-jalali';
import { useEffect, useRef } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { officeNow } from '@/lib/format/office-time';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { calendarText } from '@/locales/fa/calendar';
import { commonText } from '@/locales/fa/common';
import { CaseAutocomplete } from './case-autocomplete';
import { ClientSharingFields } from './client-sharing-fields';
import {
  type CaseOption,
  EVENT_FORM_FIELDS,
  type EventFormValues,
  eventFormResolver,
  eventFormValues,
} from './event-form-values';

const text = calendarText.form;

interface EventFormProps {
  event?: CalendarEvent;
  /** Where a new event starts: the clicked day or time. */
  initialStart?: Date;
  /** Office staff link events to the office's cases. */
  showCasePicker: boolean;
  /** A new event of this case (opened from the case page). */
  initialCase?: CaseOption;
  /** `timesChanged`: the start, the end or «all day» was changed (an edit may keep a computed deadline). */
  onSubmit: (request: CalendarEventRequest, timesChanged: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/** The days an event may be picked on: the contract's range (decades, not centuries). */
const EVENT_RANGE = {
  min: addYears(officeNow(), -DATE_RANGES.event.past),
  max: addYears(officeNow(), DATE_RANGES.event.future),
};

interface MomentFieldProps {
  control: Control<EventFormValues, unknown, CalendarEventRequest>;
  name: 'starts_at' | 'ends_at';
  label: string;
  allDay: boolean;
  required?: boolean;
  /** The new value, complete or not. */
  onPicked?: (value: Date | null) => void;
}

/** A Jalali date (all day) or date and time picker bound to the form; its error shows under it. */
function MomentField({ control, name, label, allDay, required, onPicked }: MomentFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label,
          value: field.value,
          inputRef: field.ref,
          onChange: (value: Date | null) => {
            onPicked?.(value);
            field.onChange(value);
          },
          onClose: field.onBlur,
          minDate: EVENT_RANGE.min,
          maxDate: EVENT_RANGE.max,
          slotProps: {
            textField: {
              name,
              required,
              fullWidth: true,
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
            },
          },
        };
        return allDay ? <DatePicker {...common} /> : <DateTimePicker {...common} ampm={false} />;
      }}
    />
  );
}

/**
 * An event's fields, checked by the contract's schema; dates and times picked in the Jalali
 * calendar, sent in ISO 8601. The server's field errors show under their inputs.
 */
export function EventForm({
  event,
  initialStart,
  showCasePicker,
  initialCase,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const form = useForm<EventFormValues, unknown, CalendarEventRequest>({
    resolver: eventFormResolver,
    defaultValues: eventFormValues(event, initialStart, initialCase),
  });
  const { control, watch, getValues, setValue } = form;
  const allDay = watch('all_day');
  const eventType = watch('event_type');
  const sharingTouched = form.formState.dirtyFields.shared_with_clients;
  // A hearing is shown to the clients by default, another event is not, until the switch is set by hand.
  useEffect(() => {
    if (!event && !sharingTouched) setValue('shared_with_clients', eventType === 'hearing');
  }, [event, eventType, sharingTouched, setValue]);

  // Moving the start carries the end along, keeping the event's length. While a start is being typed it
  // passes through incomplete values; the length is kept from the last real start, so the end follows a
  // day typed by hand as it follows a day picked from the calendar.
  const lastStart = useRef<Date | null>(getValues('starts_at'));
  const handleStartPicked = (start: Date | null) => {
    const end = getValues('ends_at');
    const previous = lastStart.current;
    if (!start || !isValid(start)) return;
    lastStart.current = start;
    if (!previous || !isValid(previous) || !end || !isValid(end)) return;
    const length = Math.max(0, differenceInMinutes(end, previous));
    setValue('ends_at', addMinutes(start, length), { shouldDirty: true });
  };

  const handleSubmit = form.handleSubmit(async (request) => {
    const { dirtyFields } = form.formState;
    const timesChanged = Boolean(dirtyFields.starts_at || dirtyFields.ends_at || dirtyFields.all_day);
    try {
      await onSubmit(request, timesChanged);
    } catch (error) {
      applyServerErrors(error, form.setError, EVENT_FORM_FIELDS);
    }
  });

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={handleSubmit}
      aria-label={event ? text.editTitle : text.createTitle}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="title"
            label={text.title}
            placeholder={text.titleHint}
            required
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="event_type" label={text.type} select>
            {CALENDAR_EVENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {CALENDAR_EVENT_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name="all_day"
            render={({ field }) => (
              <FormControlLabel
                label={text.allDay}
                control={
                  <Switch checked={field.value} onChange={(_changed, checked) => field.onChange(checked)} />
                }
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MomentField
            control={control}
            name="starts_at"
            label={allDay ? text.startDate : text.start}
            allDay={allDay}
            required
            onPicked={handleStartPicked}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MomentField
            control={control}
            name="ends_at"
            label={allDay ? text.endDate : text.end}
            allDay={allDay}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="court" label={text.court} placeholder={text.courtHint} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="branch" label={text.branch} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="location" label={text.location} />
        </Grid>
        {showCasePicker && (
          <Grid size={12}>
            <Controller
              control={control}
              name="case"
              render={({ field, fieldState }) => (
                <CaseAutocomplete
                  label={text.case}
                  helperText={fieldState.error?.message ?? text.caseHint}
                  error={Boolean(fieldState.error)}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={text.description}
            multiline
            minRows={2}
          />
        </Grid>
        {showCasePicker && (
          <Grid size={12}>
            <ClientSharingFields control={control} />
          </Grid>
        )}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{commonText.cancel}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {event ? text.save : text.create}
        </Button>
      </Stack>
    </Stack>
  );
}
