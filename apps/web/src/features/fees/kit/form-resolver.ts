import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withPickedDates } from '@/components/pickers/form-jalali-date';
import { blankToUndefined } from './form-values';

interface FeeResolverOptions<Values> {
  /** Fields a `FormJalaliDate` fills: a half-typed date is caught under its own field. */
  dates?: readonly (keyof Values & string)[];
  /** The request the form's values make; by default the values with blank inputs left out. */
  toRequest?: (values: Values) => object;
}

/**
 * A fee form's resolver: the contract's schema over the request the form's typed values make, so the
 * browser refuses what the server would, with the same Persian message under the same field.
 */
export function feeResolver<Values extends FieldValues, Output>(
  schema: z.ZodType,
  { dates = [], toRequest = blankToUndefined }: FeeResolverOptions<Values> = {},
): Resolver<Values, unknown, Output> {
  const bySchema = zodResolver(schema as never);
  return withPickedDates<Values, unknown, Output>(
    (values, context, options) => bySchema(toRequest(values) as never, context, options as never) as never,
    dates,
  );
}
