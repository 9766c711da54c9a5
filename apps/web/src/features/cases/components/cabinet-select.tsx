import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useCabinets } from '@/features/archive/api/list-cabinets';
import { codeAsTyped } from '@/lib/format/code';
import { casesText } from '@/locales/fa/cases';

interface CabinetSelectProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
}

/** The archive cabinet of a case; «بدون قفسه» is null, which takes the case out of its cabinet. */
export function CabinetSelect<Values extends FieldValues, Context, Output>({
  control,
  name,
}: CabinetSelectProps<Values, Context, Output>) {
  const cabinets = useCabinets({ page: 1, page_size: 100 });
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const known = cabinets.data?.results ?? [];
  const selected = typeof value === 'string' ? value : '';

  return (
    <TextField
      select
      label={casesText.fields.cabinet}
      name={name}
      value={known.some((cabinet) => cabinet.pid === selected) ? selected : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message}
      disabled={!cabinets.data}
    >
      <MenuItem value="">{casesText.fields.noCabinet}</MenuItem>
      {known.map((cabinet) => (
        <MenuItem key={cabinet.pid} value={cabinet.pid}>
          {cabinet.code ? `${cabinet.name} (${codeAsTyped(cabinet.code)})` : cabinet.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
