import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type SmsPackage, zSmsPackageInput } from '@vakilyar/contract';
import { FormTextField } from '@/components/form-text-field';
import { formatNumber } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { FormNumberField, FormSwitch } from '../kit/form-fields';
import { toInputDigits } from '../kit/format';
import { PackageEditor } from '../kit/package-editor';

const text = adminFinanceText.sms;
const fields = adminFinanceText.editor.fields;
const resolver = zodResolver(zSmsPackageInput);

/** The SMS credit packages users buy with coins. */
export function SmsPackagesEditor() {
  return (
    <PackageEditor
      kind="sms"
      texts={text}
      resolver={resolver}
      fieldNames={['name', 'messages', 'price', 'is_active', 'sort_order']}
      blank={{ name: '', messages: '', price: '', is_active: true, sort_order: '۰' }}
      toValues={(item: SmsPackage) => ({
        name: item.name,
        messages: toInputDigits(item.messages),
        price: toInputDigits(item.price),
        is_active: item.is_active,
        sort_order: toInputDigits(item.sort_order),
      })}
      describe={(item: SmsPackage) =>
        `${text.messageCount(formatNumber(item.messages))}، ${adminFinanceText.coins(formatNumber(item.price))}`
      }
      renderFields={(control) => (
        <>
          <FormTextField control={control} name="name" label={fields.name} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormNumberField control={control} name="messages" label={text.messages} />
            <FormNumberField control={control} name="price" label={text.price} />
          </Stack>
          <FormNumberField
            control={control}
            name="sort_order"
            label={fields.sortOrder}
            helperText={fields.sortOrderHint}
          />
          <FormSwitch control={control} name="is_active" label={fields.isActive} />
        </>
      )}
    />
  );
}
