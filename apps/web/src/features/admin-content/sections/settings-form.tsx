import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  contentPaths,
  type GeneralSettings,
  toPersianDigits,
  zGeneralSettingsPatch,
  type zGeneralSettingsResponse,
} from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { request } from '@/lib/api/request';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import type { Infer } from '@/lib/infer';
import { adminContentText } from '@/locales/fa/admin-content';
import { commonText } from '@/locales/fa/common';
import { adminKeys, useAdminWrite } from '../kit/admin-api';
import { FormFields } from '../kit/form-fields';
import { resolverOf } from '../kit/form-resolver';
import type { FieldDef, FormValues } from '../kit/resource-types';

const text = adminContentText.settings;

const fields: FieldDef[] = [
  { kind: 'text', name: 'site_name', label: text.siteName, required: true, half: true },
  { kind: 'text', name: 'tagline', label: text.tagline, half: true },
  { kind: 'multiline', name: 'about', label: text.about, rows: 3 },
  { kind: 'text', name: 'support_phone', label: text.supportPhone, ltr: true, inputType: 'tel', half: true },
  {
    kind: 'text',
    name: 'support_email',
    label: text.supportEmail,
    ltr: true,
    inputType: 'email',
    half: true,
  },
  { kind: 'text', name: 'address', label: text.address },
  { kind: 'text', name: 'working_hours', label: text.workingHours },
];

const valuesOf = (settings: GeneralSettings): FormValues => ({
  site_name: settings.site_name,
  tagline: settings.tagline ?? '',
  about: settings.about ?? '',
  support_phone: settings.support_phone ?? '',
  support_email: settings.support_email ?? '',
  address: settings.address ?? '',
  working_hours: settings.working_hours ?? '',
});

function SettingsEditor({ settings }: { settings: GeneralSettings }) {
  const write = useAdminWrite();
  const coinPrice = useCoinPriceFormatter();
  const form = useForm<FormValues>({
    resolver: resolverOf(fields, zGeneralSettingsPatch),
    defaultValues: valuesOf(settings),
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        endpoint: contentPaths.admin.generalSettings,
        method: 'PATCH',
        data: values,
        done: adminContentText.common.saved,
      });
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fields.map((field) => field.name),
      );
    }
  });

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
            <Typography variant="h6" component="h2">
              {text.heading}
            </Typography>
            <FormFields fields={fields} control={form.control} setValue={form.setValue} />
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {adminContentText.common.save}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={text.finance}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {text.finance}
            </Typography>
            <Typography>
              {text.commission}: {text.percent(toPersianDigits(settings.commission_percent))}
            </Typography>
            <Typography>
              {text.referralReward}: {coinPrice(settings.referral_reward_coins)}
            </Typography>
            <Alert severity="info">{text.financeHint}</Alert>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The one row of general settings: the site's name, tagline, about text and contact details. */
export function SettingsSection() {
  const settings = useQuery({
    queryKey: [...adminKeys.all, 'settings'],
    queryFn: async ({ signal }) => {
      const body = await request<Infer<typeof zGeneralSettingsResponse>>({
        endpoint: contentPaths.admin.generalSettings,
        signal,
      });
      return body.result;
    },
  });
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={adminContentText.loadFailed}
        action={<Button onClick={() => settings.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  return <SettingsEditor key={settings.data.updated_at} settings={settings.data} />;
}
