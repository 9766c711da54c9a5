import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONSULTATION_KIND_LABELS,
  CONSULTATION_KINDS,
  type ConsultantProfile,
  zCreateConsultationRequest,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { FormTextField } from '@/components/form-text-field';
import { ShortfallNotice } from '@/features/wallet/pay-difference/shortfall-notice';
import { usePayDifference } from '@/features/wallet/pay-difference/use-pay-difference';
import { useShortfall } from '@/features/wallet/pay-difference/use-shortfall';
import { isApiError } from '@/lib/api/api-error';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { payDifferenceText } from '@/locales/fa/pay-difference';
import { useRequestConsultation } from '../api/request-consultation';

const zFields = zCreateConsultationRequest.pick({ subject: true, description: true, kind: true });
const FIELDS = ['subject', 'description', 'kind'] as const;

type Fields = z.input<typeof zFields>;

/** What was typed before leaving for the bank, with the consultant it was for. */
export interface ConsultationRequestDraft {
  consultant: ConsultantProfile;
  values: Fields;
}

interface ConsultationRequestFormProps {
  consultant: ConsultantProfile;
  onCancel: () => void;
  /** Values typed before paying the difference at the bank. */
  restored?: Fields;
}

/**
 * «درخواست مشاوره»: subject, description and kind; the consultation fee is held from the wallet.
 * A wallet known to be short pays the difference by card first, keeping what was typed.
 */
export function ConsultationRequestForm({ consultant, onCancel, restored }: ConsultationRequestFormProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.consultationRequest;
  const navigate = useNavigate();
  const requestConsultation = useRequestConsultation();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const missing = useShortfall(consultant.consultation_fee);
  const payDifference = usePayDifference('consultation-request');
  const form = useForm({
    resolver: zodResolver(zFields),
    defaultValues: restored ?? { subject: '', description: '', kind: 'phone' as const },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    setShortfall(null);
    if (missing) {
      const draft: ConsultationRequestDraft = { consultant, values };
      return payDifference.start(missing.payCoins, draft);
    }
    try {
      const consultation = await requestConsultation.mutateAsync({ ...values, consultant: consultant.pid });
      navigate(`${PATHS.consultations}/${consultation.pid}`);
    } catch (error) {
      if (isApiError(error) && error.type === 'payment_required') setShortfall(error.message);
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={text.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.hint(coinPrice(consultant.consultation_fee))}
      </Typography>
      <FormTextField control={form.control} name="subject" label={text.subject} required />
      <FormTextField
        control={form.control}
        name="description"
        label={text.description}
        helperText={text.descriptionHint}
        multiline
        minRows={4}
        required
      />
      <FormTextField control={form.control} name="kind" label={text.kind} select>
        {CONSULTATION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {CONSULTATION_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </FormTextField>
      {restored && !missing && <Alert severity="info">{payDifferenceText.restored}</Alert>}
      {missing && <ShortfallNotice shortfall={missing} />}
      {shortfall && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={Link} to={PATHS.wallet}>
              {consultationText.chatRequest.toWallet}
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
          {missing ? payDifferenceText.payAnd(text.submitShort) : text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
