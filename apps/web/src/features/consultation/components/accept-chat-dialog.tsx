import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_RULES, type ChatRequest, toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { consultationText } from '@/locales/fa/consultation';

export interface AcceptChatValues {
  fee_amount: number;
  time_limit_minutes: number;
  response_message: string | null;
}

interface AcceptChatDialogProps {
  chatRequest: ChatRequest;
  defaultMinutes: number;
  onClose: () => void;
  onConfirm: (values: AcceptChatValues) => Promise<unknown>;
}

type Errors = Partial<Record<'fee_amount' | 'time_limit_minutes', string>>;

const wholeNumber = (text: string) => {
  const digits = toLatinDigits(text).trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** Accepting a chat request: the fee (at most the held coins), the session's minutes and a message. */
export function AcceptChatDialog({ chatRequest, defaultMinutes, onClose, onConfirm }: AcceptChatDialogProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.requests;
  const held = chatRequest.held_amount;
  const [fee, setFee] = useState(toPersianDigits(held));
  const [minutes, setMinutes] = useState(toPersianDigits(defaultMinutes));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const heldText = coinPrice(held);
  const limits = [
    formatNumber(CHAT_RULES.minTimeLimitMinutes),
    formatNumber(CHAT_RULES.maxTimeLimitMinutes),
  ] as const;

  const handleConfirm = async () => {
    const feeAmount = wholeNumber(fee);
    const timeLimit = wholeNumber(minutes);
    const found: Errors = {};
    if (Number.isNaN(feeAmount) || feeAmount > held) found.fee_amount = text.feeHint(heldText);
    if (
      Number.isNaN(timeLimit) ||
      timeLimit < CHAT_RULES.minTimeLimitMinutes ||
      timeLimit > CHAT_RULES.maxTimeLimitMinutes
    ) {
      found.time_limit_minutes = text.timeLimitHint(...limits);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onConfirm({
        fee_amount: feeAmount,
        time_limit_minutes: timeLimit,
        response_message: message.trim() || null,
      });
    } catch (error) {
      if (isApiError(error) && 'fields' in error) {
        setErrors({
          fee_amount: error.fields.fee_amount,
          time_limit_minutes: error.fields.time_limit_minutes,
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={text.acceptChatTitle}
      confirmLabel={text.acceptConfirm}
      pending={pending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <DialogContentText>{chatRequest.message}</DialogContentText>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={text.fee}
          value={fee}
          onChange={(event) => setFee(event.target.value)}
          error={Boolean(errors.fee_amount)}
          helperText={errors.fee_amount ?? text.feeHint(heldText)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={text.timeLimit}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={Boolean(errors.time_limit_minutes)}
          helperText={errors.time_limit_minutes ?? text.timeLimitHint(...limits)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField
        label={text.responseMessage}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
      />
    </ConfirmDialog>
  );
}
