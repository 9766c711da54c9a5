import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no field of a form, as a labelled checkbox. */
export function CheckboxField<Values extends FieldValues, Context, Output>({
  control,
  name,
  label,
}: {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(_event, checked) => field.onChange(checked)}
              inputRef={field.ref}
            />
          }
          label={label}
        />
      )}
    />
  );
}
