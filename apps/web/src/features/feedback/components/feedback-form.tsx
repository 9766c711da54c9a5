import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  toPersianDigits,
  zSendFeedbackRequest,
} from '@vakilyar/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { feedbackText } from '@/locales/fa/feedback';
import { useSendFeedback } from '../api/send-feedback';

const FIELDS = ['category', 'subject', 'message', 'rating'] as const;

function emptyFeedback() {
  return { category: 'suggestion' as const, subject: '', message: '', rating: null as number | null };
}

/** Category, subject, message and an optional 1–5 rating; cleared once the server has it. */
export function FeedbackForm() {
  const ratingId = useId();
  const send = useSendFeedback();
  const form = useForm({
    resolver: zodResolver(zSendFeedbackRequest),
    defaultValues: emptyFeedback(),
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset(emptyFeedback());
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2.5}
      aria-label={feedbackText.form.heading}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="category"
          select
          label={feedbackText.form.category}
          sx={{ width: { sm: 220 }, flexShrink: 0 }}
        >
          {FEEDBACK_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {FEEDBACK_CATEGORY_LABELS[category]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="subject" label={feedbackText.form.subject} required />
      </Stack>
      <FormTextField
        control={form.control}
        name="message"
        label={feedbackText.form.message}
        multiline
        minRows={4}
        required
      />
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <Stack spacing={0.5}>
            <Typography id={ratingId} variant="body2" color="text.secondary">
              {feedbackText.form.rating}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating
                name={field.name}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(_event, value) => field.onChange(value)}
                aria-labelledby={ratingId}
                getLabelText={(stars) => feedbackText.form.stars(toPersianDigits(stars))}
                size="large"
              />
              {typeof field.value === 'number' && (
                <Button size="small" onClick={() => field.onChange(null)}>
                  {feedbackText.form.clearRating}
                </Button>
              )}
            </Stack>
            {fieldState.error && (
              <Typography variant="caption" color="error">
                {fieldState.error.message}
              </Typography>
            )}
          </Stack>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        loading={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {feedbackText.form.submit}
      </Button>
    </Stack>
  );
}
