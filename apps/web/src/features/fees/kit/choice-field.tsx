import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';

interface ChoiceFieldProps<Values extends FieldValues, Context, Output, Choice extends string> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
  label: string;
  choices: readonly Choice[];
  /** The Persian name of each choice (the contract's `…_LABELS`). */
  labels: Record<Choice, string>;
}

/** One of the contract's fixed choices (a matter, a method, a kind of expense), as a select. */
export function ChoiceField<Values extends FieldValues, Context, Output, Choice extends string>({
  control,
  name,
  label,
  choices,
  labels,
}: ChoiceFieldProps<Values, Context, Output, Choice>) {
  return (
    <FormTextField control={control} name={name} label={label} select fullWidth>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labels[choice]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
