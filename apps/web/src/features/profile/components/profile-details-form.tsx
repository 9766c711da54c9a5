import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Profile, zUpdateProfileRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';
import { useUpdateProfile } from '../api/update-profile';

const detailsSchema = zUpdateProfileRequest.pick({ first_name: true, last_name: true, email: true });

/** First name, last name and email; sent as typed (raw), the server normalizes them. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const form = useForm({
    resolver: zodResolver(detailsSchema, undefined, { raw: true }),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email ?? '',
    },
  });
  const updateProfile = useUpdateProfile();

  const handleSubmit = form.handleSubmit(async (details) => {
    try {
      await updateProfile.mutateAsync(details);
      notifySuccess(profileText.details.saved);
    } catch (error) {
      applyServerErrors(error, form.setError, ['first_name', 'last_name', 'email']);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
          <Typography variant="h6" component="h2">
            {profileText.details.heading}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={form.control} name="first_name" label={profileText.details.firstName} />
            <FormTextField control={form.control} name="last_name" label={profileText.details.lastName} />
          </Stack>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={profileText.details.email}
            autoComplete="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {profileText.details.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
