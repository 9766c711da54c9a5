import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zCreateSecretaryRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { secretariesText } from '@/locales/fa/secretaries';
import { useCreateSecretary } from '../api/create-secretary';

const FIELDS = ['mobile', 'first_name', 'last_name'] as const;

/** Invites a secretary by mobile: an existing account or a new one; both get an SMS and join on accepting. */
export function AddSecretaryForm() {
  const form = useForm({
    resolver: zodResolver(zCreateSecretaryRequest),
    defaultValues: { mobile: '', first_name: undefined, last_name: undefined },
  });
  const createSecretary = useCreateSecretary();
  const text = secretariesText.add;

  const handleSubmit = form.handleSubmit(async (secretary) => {
    try {
      await createSecretary.mutateAsync(secretary);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit} aria-label={text.heading}>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={form.control}
            name="mobile"
            type="tel"
            label={text.mobile}
            required
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={form.control} name="first_name" label={text.firstName} blankAsUndefined />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={form.control} name="last_name" label={text.lastName} blankAsUndefined />
        </Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        startIcon={<PersonAddAlt1Outlined />}
        loading={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {text.submit}
      </Button>
    </Stack>
  );
}
