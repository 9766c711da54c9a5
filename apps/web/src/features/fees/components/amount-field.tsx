import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { formatToman } from '@/lib/format/money';
import { feesText } from '@/locales/fa/fees';
import { regroup, typedRials } from '../kit/amounts';

type AmountFieldProps<Values extends FieldValues, Context, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange'
> & {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
};

/**
 * An amount in rial typed in Persian or Latin digits, with or without separators; its Toman value shows
 * under it as it is typed, and it is regrouped («۱۲٬۵۰۰٬۰۰۰») when the field is left. The contract's
 * `zRialAmount` reads it.
 */
export function AmountField<Values extends FieldValues, Context, Output>({
  control,
  name,
  helperText,
  ...props
}: AmountFieldProps<Values, Context, Output>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const rials = typedRials(text);
  const echo = rials !== null && rials > 0 ? feesText.amountHint(formatToman(rials)) : undefined;
  return (
    <TextField
      {...props}
      name={name}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        if (text) onChange(regroup(text));
        onBlur();
      }}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? echo ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
