import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zNewsletterRequest } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { newsletterText } from '@/locales/fa/content';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

interface NewsletterFormProps {
  /** On the dark footer the field is drawn light. */
  inverted?: boolean;
}

/** An e-mail address and «عضویت»; the form gives way to a confirmation once it is on the list. */
export function NewsletterForm({ inverted = false }: NewsletterFormProps) {
  const headingId = useId();
  const [done, setDone] = useState(false);
  const subscribe = useSubscribeNewsletter();
  const form = useForm({
    resolver: zodResolver(zNewsletterRequest, undefined, { raw: true }),
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      setDone(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
    }
  });

  const light = inverted
    ? {
        '& .MuiInputBase-root': { bgcolor: 'common.white', borderRadius: 2 },
        '& .MuiFormHelperText-root': { color: 'warning.light' },
      }
    : undefined;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {newsletterText.heading}
      </Typography>
      <Typography
        variant="body2"
        sx={{ opacity: inverted ? 0.8 : 1 }}
        color={inverted ? 'inherit' : 'text.secondary'}
      >
        {newsletterText.hint}
      </Typography>
      {done ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <MarkEmailReadOutlined color="success" />
          <Typography variant="body2">{newsletterText.done}</Typography>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={handleSubmit}
          direction={inverted ? { xs: 'row', md: 'column' } : 'row'}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            size="small"
            autoComplete="email"
            placeholder="name@example.com"
            slotProps={{ htmlInput: { dir: 'ltr', 'aria-label': newsletterText.email } }}
            sx={light}
          />
          <Button
            type="submit"
            variant="contained"
            color={inverted ? 'secondary' : 'primary'}
            loading={form.formState.isSubmitting}
            sx={{ flexShrink: 0, minHeight: 40, alignSelf: { md: inverted ? 'flex-start' : 'auto' } }}
          >
            {newsletterText.submit}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
