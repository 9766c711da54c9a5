import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type Agreement,
  type AgreementRequest,
  type Case,
  FEE_BASES,
  FEE_BASIS_LABELS,
  FEE_PAYER_LABELS,
  FEE_PAYERS,
  FEE_STAGE_LABELS,
  formatPersianNumber,
  zAgreementRequest,
} from '@vakilyar/contract';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useSaveAgreement } from '../../api/save-agreement';
import { ChoiceField } from '../../kit/choice-field';
import { FormDialog } from '../../kit/form-dialog';
import { feeResolver } from '../../kit/form-resolver';
import { AmountField } from '../amount-field';
import { type AgreementValues, agreementRequest, agreementValues, pricedStages } from './agreement-values';
import { liveStamp, liveTariff } from './live-tariff';
import { StampBreakdown, TariffBreakdown } from './tariff-breakdown';
import { TariffFields } from './tariff-fields';

const text = feesText.agreement;
/** The contract's schema over the request the form's values make (per-stage sum, fields of the matter only). */
const resolver = feeResolver<AgreementValues, AgreementRequest>(zAgreementRequest, {
  dates: ['contract_registered_on', 'signed_on'],
  toRequest: agreementRequest,
});

interface AgreementDialogProps {
  item: Case;
  agreement: Agreement | null;
  onClose: () => void;
}

/** Creates or edits the fee agreement, with the tariff figure and the stamp computed beside it as typed. */
export function AgreementDialog({ item, agreement, onClose }: AgreementDialogProps) {
  const save = useSaveAgreement(item.pid);
  const form = useForm<AgreementValues, unknown, AgreementRequest>({
    resolver,
    defaultValues: agreementValues(item, agreement),
  });
  const values = useWatch({ control: form.control }) as AgreementValues;
  const tariff = liveTariff(values.tariff);
  const stamp = liveStamp(values);
  const stages = pricedStages(values.tariff);
  const errors = form.formState.errors as FieldErrors<AgreementValues> & {
    stage_fees?: { message?: string };
  };

  const handleSubmit = form.handleSubmit(async (request) => {
    try {
      await save.mutateAsync(request);
      notifySuccess(text.saved);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['agreed_fee', 'hourly_rate', 'attorney_fee', 'payer_name']);
    }
  });

  return (
    <FormDialog
      title={text.dialogTitle}
      submitLabel={feesText.save}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      size="md"
      layout="stack"
    >
      <TariffFields control={form.control as never} />
      {tariff ? (
        <TariffBreakdown result={tariff} />
      ) : (
        <Typography color="text.secondary">{text.tariffUnavailable}</Typography>
      )}
      <Divider />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ChoiceField
            control={form.control}
            name="basis"
            label={text.basis}
            choices={FEE_BASES}
            labels={FEE_BASIS_LABELS}
          />
        </Grid>
        {values.basis !== 'per_stage' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <AmountField control={form.control} name="agreed_fee" label={text.agreedFee} required fullWidth />
          </Grid>
        )}
        {values.basis === 'hourly' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <AmountField
              control={form.control}
              name="hourly_rate"
              label={text.hourlyRate}
              required
              fullWidth
            />
          </Grid>
        )}
        {values.basis === 'per_stage' &&
          stages.map((stage) => (
            <Grid key={stage} size={{ xs: 12, sm: 6 }}>
              <AmountField
                control={form.control}
                name={`stage_amounts.${stage}`}
                label={text.stageFee(FEE_STAGE_LABELS[stage])}
                required
                fullWidth
              />
            </Grid>
          ))}
        {(errors.stage_fees?.message || (values.basis === 'per_stage' && errors.agreed_fee?.message)) && (
          <Grid size={12}>
            <Typography role="alert" color="error" variant="body2">
              {errors.stage_fees?.message ?? errors.agreed_fee?.message}
            </Typography>
          </Grid>
        )}
        {tariff && tariff.max > 0 && values.basis === 'agreed' && (
          <Grid size={12}>
            <Button
              size="small"
              onClick={() =>
                form.setValue('agreed_fee', formatPersianNumber(tariff.max), { shouldValidate: true })
              }
            >
              {text.useTariff}
            </Button>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField
            control={form.control}
            name="attorney_fee"
            label={text.attorneyFee}
            helperText={text.attorneyFeeHint}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{stamp && <StampBreakdown figures={stamp} />}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ChoiceField
            control={form.control}
            name="payer"
            label={text.payer}
            choices={FEE_PAYERS}
            labels={FEE_PAYER_LABELS}
          />
        </Grid>
        {values.payer === 'third_party' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="payer_name"
              label={text.payerName}
              required
              fullWidth
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="contract_registration_no"
            label={text.registrationNo}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormJalaliDate
            control={form.control as never}
            name="contract_registered_on"
            label={text.registeredOn}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormJalaliDate control={form.control as never} name="signed_on" label={text.signedOn} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="notes"
            label={text.notes}
            multiline
            minRows={2}
            fullWidth
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
