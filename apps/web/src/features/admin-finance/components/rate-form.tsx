import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import {
  type CoinPackage,
  type CoinSettingsInput,
  toLatinDigits,
  zCoinSettingsInput,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { moneyText } from '@/locales/fa/format';
import { useSetExchangeRate } from '../api/coin-settings';
import { formatRate } from '../kit/format';
import { PackagePrices } from './package-prices';

const text = adminFinanceText.rate;
const RATE = /^\d{1,10}(\.\d{1,4})?$/;

/** The rate as typed (Persian digits too), when the contract would accept it. */
function typedRate(value: unknown): string | undefined {
  const rate = toLatinDigits(String(value ?? '')).trim();
  return RATE.test(rate) && Number(rate) > 0 ? rate : undefined;
}

const perCoin = (rate: number) =>
  adminFinanceText.priceInRials(moneyText.rial(formatRate(rate)), moneyText.toman(formatRate(rate / 10)));

/** A new exchange rate, with every coin package priced at it while it is typed, and a question before it applies. */
export function RateForm({ packages }: { packages: readonly CoinPackage[] }) {
  const form = useForm({ resolver: zodResolver(zCoinSettingsInput), defaultValues: { exchange_rate: '' } });
  const nextRate = typedRate(useWatch({ control: form.control, name: 'exchange_rate' }));
  const [pending, setPending] = useState<CoinSettingsInput | null>(null);
  const setRate = useSetExchangeRate();

  const handleSubmit = form.handleSubmit((input) => setPending(input));

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await setRate.mutateAsync(pending);
      notifySuccess(text.saved);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['exchange_rate']);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <FormTextField
          control={form.control}
          name="exchange_rate"
          label={text.label}
          helperText={nextRate ? perCoin(Number(nextRate)) : text.helper}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          sx={{ maxWidth: { sm: 320 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: { xs: 'flex-start' }, mt: { sm: 1 } }}>
          {text.submit}
        </Button>
      </Stack>
      <PackagePrices packages={packages} nextRate={nextRate} />
      <ConfirmDialog
        open={pending !== null}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
        pending={setRate.isPending}
      >
        {pending && (
          <DialogContentText>
            {text.confirmBody(
              moneyText.rial(formatRate(pending.exchange_rate)),
              moneyText.toman(formatRate(pending.exchange_rate / 10)),
            )}
          </DialogContentText>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
