import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useHydrated } from '@/lib/use-hydrated';

type FormTextFieldProps<Values extends FieldValues, Context, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  /** An optional field left empty is left out of the request rather than sent as ''. */
  blankAsUndefined?: boolean;
};

/**
 * A MUI text field bound to react-hook-form; the field's error shows under it. On a prerendered page it is
 * read-only until hydrated, so nothing typed is lost to the hydration or sent by a plain HTML submit.
 */
export function FormTextField<Values extends FieldValues, Context, Output>({
  control,
  name,
  blankAsUndefined = false,
  helperText,
  ...props
}: FormTextFieldProps<Values, Context, Output>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const hydrated = useHydrated();
  const htmlInput = props.slotProps?.htmlInput;
  const slotProps =
    hydrated || typeof htmlInput === 'function'
      ? props.slotProps
      : { ...props.slotProps, htmlInput: { ...htmlInput, readOnly: true } };
  return (
    <TextField
      {...props}
      slotProps={slotProps}
      name={name}
      value={value ?? ''}
      onChange={(event) =>
        onChange(blankAsUndefined && event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
    />
  );
}
