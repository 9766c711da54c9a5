import MenuItem from '@mui/material/MenuItem';
import { type Instalment, toPersianDigits } from '@vakilyar/contract';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { feesText } from '@/locales/fa/fees';
import { fee } from '../kit/amounts';

interface InstalmentFieldProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
  /** The case's instalments; the paid ones are not offered. */
  instalments: Instalment[];
}

/** Which unpaid instalment a payment or a link is for (each with what is left of it), or none. */
export function InstalmentField<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  instalments,
}: InstalmentFieldProps<Values, Context, Output>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{feesText.payments.noInstalment}</MenuItem>
      {instalments
        .filter((i) => i.status !== 'paid')
        .map((i) => (
          <MenuItem key={i.pid} value={i.pid}>
            {`${feesText.instalments.number(toPersianDigits(i.number))}، ${fee(i.amount - i.paid_amount)}`}
          </MenuItem>
        ))}
    </FormTextField>
  );
}
