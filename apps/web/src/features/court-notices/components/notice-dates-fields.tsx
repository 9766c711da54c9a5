import Grid from '@mui/material/Grid';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { INVALID_DATE, JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { officeUiText } from '@/locales/fa/cases';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { HearingTimePicker } from './hearing-time-picker';

/** The date fields a notice form may hold: a picker leaves INVALID_DATE in one while its text is half typed. */
type DateField = 'served_on' | 'hearing_at' | 'reply_due_on';

/** The contract's schema, after each half-typed Jalali date has been caught under its own input. */
export function withPickedDates<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  fields: readonly DateField[],
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const invalid = fields.filter((field) => values[field] === INVALID_DATE);
    if (invalid.length === 0) return resolver(values, context, options);
    const cleared = { ...values, ...Object.fromEntries(invalid.map((field) => [field, ''])) };
    const result = await resolver(cleared, context, options);
    const errors = { ...result.errors } as FieldErrors<Values>;
    for (const field of invalid) {
      Object.assign(errors, { [field]: { type: 'jalali', message: officeUiText.invalidDate } });
    }
    return { values: {}, errors };
  };
}

/**
 * «وقت رسیدگی» (a day and time) and «مهلت پاسخ» (a day) of a notice, in the Jalali calendar: what a
 * «ابلاغ وقت رسیدگی» sets, to be put on the calendar once saved.
 */
export function NoticeDatesFields<Values extends FieldValues>({ control }: { control: Control<Values> }) {
  const text = courtNoticesText.fields;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={'hearing_at' as Path<Values>}
          render={({ field, fieldState }) => (
            <HearingTimePicker
              label={text.hearingAt}
              value={(field.value as string | null) ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name={'reply_due_on' as Path<Values>}
          render={({ field, fieldState }) => (
            <JalaliDatePicker
              label={text.replyDueOn}
              value={(field.value as string | null) ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
    </>
  );
}
