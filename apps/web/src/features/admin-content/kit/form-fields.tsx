import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { ImageField } from './image-field';
import type { FieldDef, FormValues } from './resource-types';

interface FormFieldsProps {
  fields: readonly FieldDef[];
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
}

function FieldInput({ field, control, setValue }: { field: FieldDef } & Omit<FormFieldsProps, 'fields'>) {
  const common = { control, name: field.name, label: field.label, required: field.required };
  switch (field.kind) {
    case 'text':
      return (
        <FormTextField
          {...common}
          type={field.inputType ?? 'text'}
          helperText={field.helperText}
          slotProps={field.ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
        />
      );
    case 'multiline':
      return <FormTextField {...common} multiline minRows={field.rows ?? 3} helperText={field.helperText} />;
    case 'number':
      return (
        <FormTextField
          {...common}
          helperText={field.helperText}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      );
    case 'date':
      return <FormJalaliDate control={control} name={field.name} label={field.label} />;
    case 'switch':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: input }) => (
            <FormControlLabel
              label={field.label}
              control={
                <Switch
                  checked={Boolean(input.value)}
                  onChange={(event) => input.onChange(event.target.checked)}
                  name={input.name}
                />
              }
            />
          )}
        />
      );
    case 'select':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: input, fieldState }) => (
            <TextField
              select
              label={field.label}
              required={field.required}
              value={typeof input.value === 'string' ? input.value : ''}
              onChange={(event) => input.onChange(event.target.value === '' ? null : event.target.value)}
              onBlur={input.onBlur}
              name={input.name}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? field.helperText}
              slotProps={field.emptyLabel ? emptyChoiceSelectProps : undefined}
            >
              {field.emptyLabel && <MenuItem value="">{field.emptyLabel}</MenuItem>}
              {field.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      );
    case 'multiselect':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: input, fieldState }) => {
            const chosen = Array.isArray(input.value) ? (input.value as string[]) : [];
            const labelOf = (value: string) => field.options.find((o) => o.value === value)?.label ?? value;
            return (
              <TextField
                select
                label={field.label}
                value={chosen}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
                name={input.name}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? field.helperText}
                slotProps={{
                  select: {
                    multiple: true,
                    displayEmpty: true,
                    renderValue: (value) =>
                      (value as string[]).length
                        ? (value as string[]).map(labelOf).join('، ')
                        : field.noneLabel,
                  },
                  inputLabel: { shrink: true },
                }}
              >
                {field.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          }}
        />
      );
    case 'image':
      return (
        <Controller
          control={control}
          name={field.previewName}
          render={({ field: preview }) => (
            <Controller
              control={control}
              name={field.name}
              render={({ fieldState }) => (
                <ImageField
                  label={field.label}
                  previewUrl={typeof preview.value === 'string' ? preview.value : null}
                  error={fieldState.error?.message}
                  onChange={(image) => {
                    setValue(field.name, image?.pid ?? null, { shouldDirty: true });
                    setValue(field.previewName, image?.url ?? null);
                  }}
                />
              )}
            />
          )}
        />
      );
  }
}

/** The inputs of an admin form, two half-width ones to a row on a wide screen. */
export function FormFields({ fields, control, setValue }: FormFieldsProps) {
  return (
    <Grid container spacing={2}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
          <FieldInput field={field} control={control} setValue={setValue} />
        </Grid>
      ))}
    </Grid>
  );
}
