import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConsultantProfile, zCreateChatRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { FormTextField } from '@/components/form-text-field';
import { useCreateChatRequest } from '@/features/chat/api/create-chat-request';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';

const zMessageOnly = zCreateChatRequest.pick({ message: true });

interface ChatRequestFormProps {
  consultant: ConsultantProfile;
  onCancel: () => void;
}

/**
 * «درخواست گفتگو»: a short message to the consultant; their chat fee is held from the wallet. A short
 * wallet is a 402: the request helper toasts the shortfall and the form offers the way to the wallet.
 */
export function ChatRequestForm({ consultant, onCancel }: ChatRequestFormProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.chatRequest;
  const navigate = useNavigate();
  const createRequest = useCreateChatRequest();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(zMessageOnly), defaultValues: { message: '' } });

  const handleSubmit = form.handleSubmit(async ({ message }) => {
    setShortfall(null);
    try {
      await createRequest.mutateAsync({ consultant: consultant.pid, message });
      navigate(PATHS.chats);
    } catch (error) {
      if (isApiError(error) && error.type === 'payment_required') setShortfall(error.message);
      applyServerErrors(error, form.setError, ['message']);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.hint(
          coinPrice(consultant.chat_fee),
          consultationText.minutes(formatNumber(consultant.default_time_limit_minutes)),
        )}
      </Typography>
      <FormTextField
        control={form.control}
        name="message"
        label={text.message}
        helperText={text.messageHint}
        multiline
        minRows={3}
        required
      />
      {shortfall && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={Link} to={PATHS.wallet}>
              {text.toWallet}
            </Button>
          }
        >
          {shortfall}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{commonText.cancel}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
