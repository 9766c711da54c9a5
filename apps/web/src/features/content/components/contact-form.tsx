import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zContactRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { MessageCard } from '@/components/message-card';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { contactText } from '@/locales/fa/content';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', mobile: '', subject: '', message: '' };

/** Name, e-mail or mobile, subject and message; the server's field errors land under their inputs. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const form = useForm({
    resolver: zodResolver(zContactRequest, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
      setSent(true);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  if (sent) {
    return (
      <MessageCard
        icon={<MarkEmailReadOutlined />}
        title={contactText.sent}
        action={
          <Button variant="outlined" onClick={() => setSent(false)}>
            {contactText.sendAnother}
          </Button>
        }
      />
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label={contactText.form}>
      <FormTextField
        control={form.control}
        name="name"
        label={contactText.name}
        autoComplete="name"
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={contactText.email}
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={form.control}
          name="mobile"
          type="tel"
          label={contactText.mobile}
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ mt: '8px !important' }}>
        {contactText.reachHint}
      </Typography>
      <FormTextField control={form.control} name="subject" label={contactText.subject} required />
      <FormTextField
        control={form.control}
        name="message"
        label={contactText.message}
        multiline
        minRows={5}
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start', px: 5 }}
      >
        {contactText.submit}
      </Button>
    </Stack>
  );
}
