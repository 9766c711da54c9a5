import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { zNewsletterRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { isApiError } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { unsubscribeText } from '@/locales/fa/content';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { PublicPage } from '../components/public-page';

/** The failure's own Persian text when it is not about the field (throttled, server down), else ours. */
function failureText(error: unknown): string | null {
  if (isApiError(error) && 'fields' in error && error.fields.email) return null;
  if (isApiError(error) && 'message' in error && error.message) return error.message;
  return unsubscribeText.failed;
}

/** /newsletter/unsubscribe: an address (prefilled from `?email=`) taken off the newsletter. */
export function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const unsubscribe = useUnsubscribeNewsletter();
  const form = useForm({
    resolver: zodResolver(zNewsletterRequest, undefined, { raw: true }),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setDone((await unsubscribe.mutateAsync(values)) || unsubscribeText.done);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
      setFailure(failureText(error));
    }
  });

  return (
    <PublicPage title={unsubscribeText.title} hint={unsubscribeText.hint}>
      <Card variant="outlined" sx={{ borderRadius: 2, maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          {done ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="success" role="status" sx={{ width: '100%' }}>
                {done}
              </Alert>
              <Button
                onClick={() => {
                  form.reset({ email: '' });
                  setDone(null);
                }}
              >
                {unsubscribeText.again}
              </Button>
            </Stack>
          ) : (
            <Stack
              component="form"
              noValidate
              onSubmit={handleSubmit}
              spacing={2}
              aria-label={unsubscribeText.title}
            >
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormTextField
                control={form.control}
                name="email"
                type="email"
                label={unsubscribeText.email}
                autoComplete="email"
                placeholder="name@example.com"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              <Button
                type="submit"
                variant="contained"
                loading={form.formState.isSubmitting}
                sx={{ alignSelf: 'flex-start' }}
              >
                {unsubscribeText.submit}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
