import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type BarAssociation,
  type ConsultantSettings,
  type ConsultantSpecialty,
  toLatinDigits,
  toPersianDigits,
  type UpdateConsultantSettingsRequest,
  zUpdateConsultantSettingsRequest,
} from '@vakilyar/contract';
import { useId } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { barAssociationItems } from '@/components/bar-association-items';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { FormTextField } from '@/components/form-text-field';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { consultationText } from '@/locales/fa/consultation';
import { useUpdateConsultantSettings } from '../api/consultant-settings';
import { SpecialtyPicker } from './specialty-picker';

interface FormValues {
  is_available: boolean;
  chat_fee: string;
  consultation_fee: string;
  default_time_limit_minutes: string;
  specialties: ConsultantSpecialty[];
  bio: string;
  years_of_experience: string;
  licence_number: string;
  bar_association: BarAssociation | '';
}

const FIELDS = [
  'is_available',
  'chat_fee',
  'consultation_fee',
  'default_time_limit_minutes',
  'specialties',
  'bio',
  'years_of_experience',
  'licence_number',
  'bar_association',
] as const;

/** Numbers shown in Persian digits; the contract's schema reads them back. */
const toForm = (settings: ConsultantSettings): FormValues => ({
  is_available: settings.is_available,
  chat_fee: toPersianDigits(settings.chat_fee),
  consultation_fee: toPersianDigits(settings.consultation_fee),
  default_time_limit_minutes: toPersianDigits(settings.default_time_limit_minutes),
  specialties: settings.specialties,
  bio: settings.bio,
  years_of_experience:
    settings.years_of_experience === null ? '' : toPersianDigits(settings.years_of_experience),
  licence_number: settings.licence_number ?? '',
  bar_association: settings.bar_association ?? '',
});

const schemaResolver = zodResolver(zUpdateConsultantSettingsRequest);

/** The contract's rules, with an empty «years of experience» meaning none rather than a bad number. */
const resolver = ((values: FormValues, context, options) =>
  schemaResolver(
    {
      ...values,
      years_of_experience: values.years_of_experience.trim() === '' ? null : values.years_of_experience,
      bar_association: values.bar_association || null,
    },
    context,
    options as never,
  )) as Resolver<FormValues, unknown, UpdateConsultantSettingsRequest>;

const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

/** Availability, fees, session length, credentials, specialties, bio and experience; only changes are sent. */
export function SettingsForm({ settings }: { settings: ConsultantSettings }) {
  const text = consultationText.settings;
  const specialtiesLabel = useId();
  const update = useUpdateConsultantSettings();
  const form = useForm<FormValues, unknown, UpdateConsultantSettingsRequest>({
    resolver,
    defaultValues: toForm(settings),
  });
  const coinPrice = useCoinPriceFormatter();
  // A fee as typed, shown back as a price with its Toman value (decision 016).
  const tomanOf = (typed: string) => {
    const coins = Number(toLatinDigits(typed.trim()));
    return typed.trim() && Number.isInteger(coins) && coins >= 0 ? coinPrice(coins) : undefined;
  };
  const available = useController({ control: form.control, name: 'is_available' });
  const specialties = useController({ control: form.control, name: 'specialties' });

  // Availability is a switch, not a field of the long form: it saves the moment it is flipped.
  const handleAvailability = async (isAvailable: boolean) => {
    available.field.onChange(isAvailable);
    try {
      const { settings: saved, message } = await update.mutateAsync({ is_available: isAvailable });
      form.resetField('is_available', { defaultValue: saved.is_available });
      notifySuccess(message);
    } catch (error) {
      form.resetField('is_available');
      applyServerErrors(error, form.setError, FIELDS);
    }
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field]) => dirty[field as keyof FormValues]),
    ) as UpdateConsultantSettingsRequest;
    try {
      const { settings: saved, message } = await update.mutateAsync(changed);
      form.reset(toForm(saved));
      notifySuccess(message);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3}>
      <SectionPanel title={text.availability}>
        <FormControlLabel
          control={
            <Switch
              checked={available.field.value}
              disabled={update.isPending}
              onChange={(event) => handleAvailability(event.target.checked)}
            />
          }
          label={text.available}
        />
        <Typography variant="body2" color="text.secondary">
          {text.availableHint}
        </Typography>
      </SectionPanel>

      <SectionPanel title={text.fees}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="chat_fee"
              label={text.chatFee}
              helperText={tomanOf(form.watch('chat_fee'))}
              slotProps={numeric}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="consultation_fee"
              label={text.consultationFee}
              helperText={tomanOf(form.watch('consultation_fee'))}
              slotProps={numeric}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="default_time_limit_minutes"
              label={text.timeLimit}
              slotProps={numeric}
            />
          </Grid>
        </Grid>
      </SectionPanel>

      <SectionPanel title={text.profile}>
        <Stack spacing={1}>
          <Typography id={specialtiesLabel} variant="subtitle2">
            {text.specialties}
          </Typography>
          <SpecialtyPicker
            labelId={specialtiesLabel}
            value={specialties.field.value}
            onChange={specialties.field.onChange}
          />
          <FormHelperText error={Boolean(specialties.fieldState.error)}>
            {specialties.fieldState.error?.message ?? text.specialtiesHint}
          </FormHelperText>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={form.control}
              name="licence_number"
              label={text.licenceNumber}
              helperText={text.licenceHint}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <FormTextField
              control={form.control}
              name="bar_association"
              label={text.barAssociation}
              select
              fullWidth
            >
              {barAssociationItems(text.noBarAssociation)}
            </FormTextField>
          </Grid>
        </Grid>
        <FormTextField
          control={form.control}
          name="years_of_experience"
          label={text.experience}
          slotProps={numeric}
          sx={{ maxWidth: { sm: 240 } }}
        />
        <FormTextField
          control={form.control}
          name="bio"
          label={text.bio}
          helperText={text.bioHint}
          multiline
          minRows={4}
        />
      </SectionPanel>

      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={form.formState.isSubmitting}
        disabled={!form.formState.isDirty}
        sx={{ alignSelf: 'flex-start' }}
      >
        {text.save}
      </Button>
    </Stack>
  );
}
