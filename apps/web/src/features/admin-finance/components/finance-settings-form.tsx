import { zodResolver } from '@hookform/resolvers/zod';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FinanceSettings, zFinanceSettingsPatch } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { useFinanceSettings, useUpdateFinanceSettings } from '../api/finance-settings';
import { FormNumberField } from '../kit/form-fields';
import { toInputDigits } from '../kit/format';

const text = adminFinanceText.settings;
const resolver = zodResolver(zFinanceSettingsPatch);
const FIELDS = ['commission_percent', 'referral_reward_coins', 'payout_delay_hours'] as const;

function SettingsForm({ settings }: { settings: FinanceSettings }) {
  const form = useForm({
    resolver,
    defaultValues: {
      commission_percent: toInputDigits(settings.commission_percent),
      referral_reward_coins: toInputDigits(settings.referral_reward_coins),
      payout_delay_hours: toInputDigits(settings.payout_delay_hours),
    },
  });
  const update = useUpdateFinanceSettings();

  const handleSubmit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync(patch);
      notifySuccess(text.saved);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormNumberField
          control={form.control}
          name="commission_percent"
          label={text.commission}
          helperText={text.commissionHint}
        />
        <FormNumberField
          control={form.control}
          name="referral_reward_coins"
          label={text.referral}
          helperText={text.referralHint}
        />
        <FormNumberField
          control={form.control}
          name="payout_delay_hours"
          label={text.payoutDelay}
          helperText={text.payoutDelayHint}
        />
      </Stack>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {text.submit}
      </Button>
    </Stack>
  );
}

/** The platform's commission, the referral reward and the consultants' payout delay. */
export function FinanceSettingsTab() {
  const settings = useFinanceSettings();
  const updatedAt = settings.data?.updated_at;
  return (
    <SectionPanel
      title={text.heading}
      hint={updatedAt ? `${text.hint} ${text.updatedAt(formatJalaliDateTime(updatedAt))}` : text.hint}
    >
      {settings.isPending && <PageLoader />}
      {settings.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={adminFinanceText.loadFailed}
          action={<Button onClick={() => settings.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </SectionPanel>
  );
}
