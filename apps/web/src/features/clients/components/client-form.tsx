import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Client, type CreateClientRequest, zCreateClientRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate, withPickedDates } from '@/components/pickers/form-jalali-date';
import { isApiError } from '@/lib/api/api-error';
import { officeToday } from '@/lib/format/office-time';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PATHS } from '@/lib/route-paths';
import { clientsText } from '@/locales/fa/clients';
import { commonText } from '@/locales/fa/common';

const FIELDS = [
  'first_name',
  'last_name',
  'national_code',
  'mobile',
  'email',
  'father_name',
  'birth_date',
  'address',
  'notes',
] as const;

const ltrNumeric = { htmlInput: { dir: 'ltr', inputMode: 'numeric' } } as const;

function formValues(client?: Client) {
  return {
    first_name: client?.first_name ?? '',
    last_name: client?.last_name ?? '',
    national_code: client?.national_code ?? '',
    mobile: client?.mobile ?? '',
    email: client?.email ?? '',
    father_name: client?.father_name ?? '',
    birth_date: client?.birth_date ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
  };
}

interface ClientFormProps {
  /** The client being edited; none for a new one. */
  client?: Client;
  submitLabel: string;
  onSubmit: (client: CreateClientRequest) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A client's fields, checked with the contract's schema (national-code checksum, mobile forms,
 * Persian digits); the birth date is picked on the shared Jalali picker and sent in Gregorian. The server's field
 * errors show under their inputs.
 */
export function ClientForm({ client, submitLabel, onSubmit, onCancel }: ClientFormProps) {
  const form = useForm({
    resolver: withPickedDates(zodResolver(zCreateClientRequest), ['birth_date']),
    defaultValues: formValues(client),
  });
  const text = clientsText.fields;
  /** The national code of a client already on file, once the server said so (a 409 on that field). */
  const [codeOnFile, setCodeOnFile] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(async (values) => {
    setCodeOnFile(null);
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      if (
        isApiError(error) &&
        error.type === 'http_error' &&
        'fields' in error &&
        error.fields.national_code
      ) {
        setCodeOnFile(values.national_code);
      }
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
      <Typography variant="body2" color="text.secondary">
        {clientsText.form.requiredHint}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="first_name" label={text.firstName} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="last_name" label={text.lastName} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="national_code"
            label={text.nationalCode}
            required
            slotProps={{ htmlInput: { ...ltrNumeric.htmlInput, maxLength: 10 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="mobile"
            label={text.mobile}
            required
            type="tel"
            autoComplete="off"
            slotProps={ltrNumeric}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={text.email}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="father_name" label={text.fatherName} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormJalaliDate
            control={form.control}
            name="birth_date"
            label={text.birthDate}
            maxDate={officeToday()}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={form.control} name="address" label={text.address} multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="notes"
            label={text.notes}
            helperText={text.notesHint}
            multiline
            minRows={3}
          />
        </Grid>
      </Grid>
      {codeOnFile && (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={`${PATHS.clients}?search=${encodeURIComponent(codeOnFile)}`}
              color="inherit"
              size="small"
            >
              {clientsText.form.openOnFile}
            </Button>
          }
        >
          {clientsText.form.onFile}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{commonText.cancel}</Button>}
      </Stack>
    </Stack>
  );
}
