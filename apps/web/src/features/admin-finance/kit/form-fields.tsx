import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface FieldProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
}

type NumberFieldProps<Values extends FieldValues, Context, Output> = FieldProps<Values, Context, Output> &
  Pick<TextFieldProps, 'helperText' | 'placeholder'> & {
    /** An empty box means «no limit»: it is sent as null. */
    emptyAsNull?: boolean;
  };

/**
 * A whole-number input that takes Persian, Arabic or Latin digits (the contract normalizes them) and
 * shows the field's error under it.
 */
export function FormNumberField<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
  helperText,
  placeholder,
  emptyAsNull = false,
}: NumberFieldProps<Values, Context, Output>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(event) =>
        onChange(emptyAsNull && event.target.value.trim() === '' ? null : event.target.value)
      }
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      placeholder={placeholder}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
}

/** An on/off choice bound to the form. */
export function FormSwitch<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
}: FieldProps<Values, Context, Output>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          inputRef={ref}
        />
      }
    />
  );
}
