import { zodResolver } from '@hookform/resolvers/zod';
import { toLatinDigits } from '@vakilyar/contract';
import type { Resolver } from 'react-hook-form';
import { withPickedDates } from '@/components/pickers/form-jalali-date';
import type { FieldDef, FormSchema, FormValues } from './resource-types';

/** Digits typed in a number field (Persian or Latin) as a number; anything else is left for the schema to refuse. */
function withNumbers(resolver: Resolver<FormValues>, numberFields: readonly string[]): Resolver<FormValues> {
  return (values, context, options) => {
    const converted = { ...values };
    for (const name of numberFields) {
      const text = values[name];
      if (typeof text === 'string' && /^\d+$/.test(toLatinDigits(text).trim())) {
        converted[name] = Number(toLatinDigits(text).trim());
      }
    }
    return resolver(converted, context, options);
  };
}

/** The resolver of a form: its contract schema, after number fields are read and half-typed days caught. */
export function resolverOf(fields: readonly FieldDef[], schema: FormSchema): Resolver<FormValues> {
  const named = (kind: FieldDef['kind']) =>
    fields.filter((field) => field.kind === kind).map((field) => field.name);
  return withPickedDates(
    withNumbers(zodResolver(schema) as Resolver<FormValues>, named('number')),
    named('date'),
  );
}
