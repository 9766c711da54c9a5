import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type CoinPackage, zCoinPackageInput } from '@vakilyar/contract';
import { FormTextField } from '@/components/form-text-field';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { FormNumberField, FormSwitch } from '../kit/form-fields';
import { toInputDigits } from '../kit/format';
import { PackageEditor } from '../kit/package-editor';

const text = adminFinanceText.coinPackages;
const fields = adminFinanceText.editor.fields;
const resolver = zodResolver(zCoinPackageInput);

/** The coin packages users buy by card; each priced at the current rate. */
export function CoinPackagesEditor() {
  return (
    <PackageEditor
      kind="coin"
      texts={text}
      resolver={resolver}
      fieldNames={['name', 'value', 'is_active', 'sort_order']}
      blank={{ name: '', value: '', is_active: true, sort_order: '۰' }}
      toValues={(item: CoinPackage) => ({
        name: item.name,
        value: toInputDigits(item.value),
        is_active: item.is_active,
        sort_order: toInputDigits(item.sort_order),
      })}
      describe={(item: CoinPackage) =>
        `${adminFinanceText.coins(formatNumber(item.value))}، ${adminFinanceText.priceInRials(
          formatRials(item.amount),
          formatToman(item.amount),
        )}`
      }
      renderFields={(control) => (
        <>
          <FormTextField control={control} name="name" label={fields.name} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormNumberField control={control} name="value" label={text.value} />
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
