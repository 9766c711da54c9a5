import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { officeUiText } from '@/locales/fa/cases';
import { jalaliTextToIso } from './jalali-date';

/**
 * A form whose date inputs hold Jalali text («۱۴۰۳/۰۵/۱۲») validates and submits them as the API's
 * Gregorian `YYYY-MM-DD`: they are converted before the contract schema sees them, and a date that
 * is not a real Jalali day gets its error under its input.
 */
export function withJalaliDates<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  dateFields: readonly (keyof Values & string)[],
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const converted: Record<string, unknown> = { ...values };
    const dateErrors: Record<string, { type: string; message: string }> = {};
    for (const field of dateFields) {
      const text: unknown = values[field];
      if (typeof text !== 'string' || text.trim() === '') continue;
      const iso = jalaliTextToIso(text);
      if (iso) converted[field] = iso;
      else dateErrors[field] = { type: 'jalali', message: officeUiText.invalidDate };
    }
    const result = await resolver(converted as Values, context, options);
    if (Object.keys(dateErrors).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...dateErrors } as FieldErrors<Values> };
  };
}
