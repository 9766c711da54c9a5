import type { Control, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { pickerText } from '@/locales/fa/pickers';
import { INVALID_DATE, JalaliDatePicker } from './jalali-date-picker';

interface FormJalaliDateProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  /** The last day that may be chosen (a birth date: today). */
  maxDate?: Date;
}

/** A form's date field: picked or typed in Jalali on the shared picker, kept as the API's `YYYY-MM-DD`. */
export function FormJalaliDate<Values extends FieldValues>({
  control,
  name,
  label,
  maxDate,
}: FormJalaliDateProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <JalaliDatePicker
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
          maxDate={maxDate}
        />
      )}
    />
  );
}

/**
 * The contract's schema over a form with `FormJalaliDate` fields: a half-typed or impossible date is
 * caught under its own field before the schema (which would only say it is not `YYYY-MM-DD`) sees it.
 */
export function withPickedDates<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  dateFields: readonly (keyof Values & string)[],
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const invalid = dateFields.filter((field) => values[field] === INVALID_DATE);
    if (invalid.length === 0) return resolver(values, context, options);
    const cleared = { ...values, ...Object.fromEntries(invalid.map((field) => [field, ''])) };
    const result = await resolver(cleared, context, options);
    const errors = Object.fromEntries(
      invalid.map((field) => [field, { type: 'jalali', message: pickerText.invalidDate }]),
    );
    return { values: {}, errors: { ...result.errors, ...errors } as FieldErrors<Values> };
  };
}
