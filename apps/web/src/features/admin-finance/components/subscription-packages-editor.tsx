import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type SubscriptionPackage, zSubscriptionPackageInput } from '@vakilyar/contract';
import { FormTextField } from '@/components/form-text-field';
import { formatNumber } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { FormNumberField, FormSwitch } from '../kit/form-fields';
import { toInputDigits } from '../kit/format';
import { PackageEditor } from '../kit/package-editor';

const text = adminFinanceText.subscriptions;
const fields = adminFinanceText.editor.fields;
const resolver = zodResolver(zSubscriptionPackageInput);

/** What a package gives, in one line: price, days and each limit («نامحدود» where there is none). */
function describe(item: SubscriptionPackage): string {
  const { cases, ai_chats_per_month: ai, included_sms: sms } = item.limits;
  return [
    adminFinanceText.coins(formatNumber(item.price)),
    text.durationDays(formatNumber(item.duration_days)),
    cases === null ? text.unlimitedCases : text.casesLimit(formatNumber(cases)),
    ai === null ? text.unlimitedAi : text.aiLimit(formatNumber(ai)),
    text.smsIncluded(formatNumber(sms)),
  ].join('، ');
}

/** The subscription packages: price in coins, days, limits (cases, AI chats a month, SMS included). */
export function SubscriptionPackagesEditor() {
  return (
    <PackageEditor
      kind="subscription"
      texts={text}
      resolver={resolver}
      fieldNames={['name', 'description', 'price', 'duration_days', 'is_active', 'sort_order']}
      blank={{
        name: '',
        description: '',
        price: '',
        duration_days: '۳۰',
        limits: { cases: null, ai_chats_per_month: null, included_sms: '۰' },
        is_active: true,
        sort_order: '۰',
      }}
      toValues={(item: SubscriptionPackage) => ({
        name: item.name,
        description: item.description,
        price: toInputDigits(item.price),
        duration_days: toInputDigits(item.duration_days),
        limits: {
          cases: item.limits.cases === null ? null : toInputDigits(item.limits.cases),
          ai_chats_per_month:
            item.limits.ai_chats_per_month === null ? null : toInputDigits(item.limits.ai_chats_per_month),
          included_sms: toInputDigits(item.limits.included_sms),
        },
        is_active: item.is_active,
        sort_order: toInputDigits(item.sort_order),
      })}
      describe={describe}
      renderFields={(control) => (
        <>
          <FormTextField control={control} name="name" label={fields.name} fullWidth />
          <FormTextField
            control={control}
            name="description"
            label={text.description}
            fullWidth
            multiline
            minRows={2}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormNumberField control={control} name="price" label={text.price} />
            <FormNumberField control={control} name="duration_days" label={text.days} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormNumberField
              control={control}
              name="limits.cases"
              label={text.cases}
              helperText={text.unlimitedHint}
              emptyAsNull
            />
            <FormNumberField
              control={control}
              name="limits.ai_chats_per_month"
              label={text.aiChats}
              helperText={text.unlimitedHint}
              emptyAsNull
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormNumberField control={control} name="limits.included_sms" label={text.includedSms} />
            <FormNumberField
              control={control}
              name="sort_order"
              label={fields.sortOrder}
              helperText={fields.sortOrderHint}
            />
          </Stack>
          <FormSwitch control={control} name="is_active" label={fields.isActive} />
        </>
      )}
    />
  );
}
