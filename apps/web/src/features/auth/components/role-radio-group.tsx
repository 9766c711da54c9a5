import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ROLE_LABELS, SELF_REGISTER_ROLES } from '@vakilyar/contract';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { authText } from '@/locales/fa/auth';

interface RoleRadioGroupProps<Values extends FieldValues, Context, Output> {
  control: Control<Values, Context, Output>;
  name: FieldPath<Values>;
}

/** The roles a person may take when registering: client, lawyer, consultant. */
export function RoleRadioGroup<Values extends FieldValues, Context, Output>({
  control,
  name,
}: RoleRadioGroupProps<Values, Context, Output>) {
  const labelId = useId();
  const {
    field: { ref, value, onChange },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{authText.register.role}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={name} value={value ?? ''} onChange={onChange} ref={ref}>
        {SELF_REGISTER_ROLES.map((role) => (
          <FormControlLabel key={role} value={role} control={<Radio />} label={ROLE_LABELS[role]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error.message}</FormHelperText>}
    </FormControl>
  );
}
