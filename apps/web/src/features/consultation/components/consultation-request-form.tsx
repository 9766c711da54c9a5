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
import { FormTextField } from '@/components/form-text-field';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { useRequestConsultation } from '../api/request-consultation';

const zFields = zCreateConsultationRequest.pick({ subject: true, description: true, kind: true });
const FIELDS = ['subject', 'description', 'kind'] as const;

interface ConsultationRequestFormProps {
  consultant: ConsultantProfile;
  onCancel: () => void;
}

/** «درخواست مشاوره»: subject, description and kind; the consultation fee is held from the wallet. */
export function ConsultationRequestForm({ consultant, onCancel }: ConsultationRequestFormProps) {
  const text = consultationText.consultationRequest;
  const navigate = useNavigate();
  const requestConsultation = useRequestConsultation();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(zFields),
    defaultValues: { subject: '', description: '', kind: 'phone' as const },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    setShortfall(null);
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
        {text.hint(consultationText.coins(formatNumber(consultant.consultation_fee)))}
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
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
