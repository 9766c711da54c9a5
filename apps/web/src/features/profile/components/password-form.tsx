import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zUpdateProfileRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';
import { useUpdateProfile } from '../api/update-profile';

/** The current password is asked for only when there is one to change. */
function passwordSchema(hasPassword: boolean) {
  return zUpdateProfileRequest
    .pick({ current_password: true, new_password: true })
    .refine((values) => !hasPassword || Boolean(values.current_password), {
      path: ['current_password'],
      error: profileText.password.currentRequired,
    });
}

/** Changes the password, or sets a first one for a user who signs in with codes. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useForm({
    resolver: zodResolver(passwordSchema(hasPassword)),
    defaultValues: { current_password: '', new_password: '' },
  });
  const updateProfile = useUpdateProfile();
  const text = profileText.password;

  const handleSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await updateProfile.mutateAsync({
        current_password: hasPassword ? current_password : undefined,
        new_password,
      });
      notifySuccess(text.changed);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['current_password', 'new_password']);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
          <Typography variant="h6" component="h2">
            {hasPassword ? text.changeHeading : text.setHeading}
          </Typography>
          {!hasPassword && <Typography color="text.secondary">{text.setHint}</Typography>}
          {hasPassword && (
            <FormTextField
              control={form.control}
              name="current_password"
              type="password"
              label={text.current}
              autoComplete="current-password"
            />
          )}
          <FormTextField
            control={form.control}
            name="new_password"
            type="password"
            label={text.new}
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {hasPassword ? text.change : text.set}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
