import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConsultantProfile, zCreateChatRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { FormTextField } from '@/components/form-text-field';
import { useCreateChatRequest } from '@/features/chat/api/create-chat-request';
import { saveDraft } from '@/features/wallet/pay-difference/draft';
import { ShortfallNotice } from '@/features/wallet/pay-difference/shortfall-notice';
import { usePayDifference } from '@/features/wallet/pay-difference/use-pay-difference';
import { useShortfall } from '@/features/wallet/pay-difference/use-shortfall';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { payDifferenceText } from '@/locales/fa/pay-difference';

const zMessageOnly = zCreateChatRequest.pick({ message: true });

/** The question typed before leaving to top up the wallet, with the consultant it was for. */
export interface ChatRequestDraft {
  consultant: ConsultantProfile;
  message: string;
}

interface ChatRequestFormProps {
  consultant: ConsultantProfile;
  onCancel: () => void;
  /** The question typed before topping up the wallet. */
  restored?: string;
}

/**
 * «درخواست گفتگو»: a short message to the consultant; their chat fee is held from the wallet. A wallet
 * known to be short pays the difference by card first; a 402 it did not foresee offers the wallet. Either
 * way the question is kept and the payment's result page brings the user back to it.
 */
export function ChatRequestForm({ consultant, onCancel, restored }: ChatRequestFormProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.chatRequest;
  const navigate = useNavigate();
  const location = useLocation();
  const createRequest = useCreateChatRequest();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const missing = useShortfall(consultant.chat_fee);
  const payDifference = usePayDifference('chat-request');
  const form = useForm({ resolver: zodResolver(zMessageOnly), defaultValues: { message: restored ?? '' } });
  const draftOf = (message: string): ChatRequestDraft => ({ consultant, message });

  const handleSubmit = form.handleSubmit(async ({ message }) => {
    setShortfall(null);
    if (missing) return payDifference.start(missing.payCoins, draftOf(message));
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
      {restored && !missing && <Alert severity="info">{payDifferenceText.restored}</Alert>}
      {missing && <ShortfallNotice shortfall={missing} />}
      {shortfall && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              component={Link}
              to={PATHS.wallet}
              onClick={() =>
                saveDraft(
                  'chat-request',
                  draftOf(form.getValues('message')),
                  location.pathname + location.search,
                )
              }
            >
              {text.toWallet}
            </Button>
          }
        >
          {shortfall}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{commonText.cancel}</Button>
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting || payDifference.pending}
        >
          {missing ? payDifferenceText.payAnd(consultationText.consultationRequest.submitShort) : text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
