import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MONEY_RULES, toLatinDigits, zWholeNumber } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { isRetryableFailure } from '@/features/payments/api/idempotency';
import { formatRials, formatToman } from '@/lib/format/money';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { walletText } from '@/locales/fa/wallet';
import { priceInRials } from '../price';
import { BuyCoinsDialog, type CoinPurchase } from './buy-coins-dialog';

const customCoinsSchema = z.object({
  coins: zWholeNumber(walletText.buy.customCoins, MONEY_RULES.minDepositCoins, MONEY_RULES.maxDepositCoins),
});

interface CustomCoinsFormProps {
  exchangeRate?: number;
}

/** Any number of coins, with the price in Rials and Toman while it is typed. */
export function CustomCoinsForm({ exchangeRate }: CustomCoinsFormProps) {
  const text = walletText.buy;
  const [purchase, setPurchase] = useState<CoinPurchase | null>(null);
  const form = useForm({ resolver: zodResolver(customCoinsSchema), defaultValues: { coins: '' } });
  const typed = Number(toLatinDigits(String(useWatch({ control: form.control, name: 'coins' }) ?? '')));
  const price = Number.isSafeInteger(typed) && typed > 0 ? priceInRials(typed, exchangeRate) : null;
  const tooSmall = price !== null && price < MONEY_RULES.minPaymentAmount;

  const handleSubmit = form.handleSubmit(({ coins }) => {
    const rials = priceInRials(coins, exchangeRate);
    if (rials === null) return;
    if (rials < MONEY_RULES.minPaymentAmount) {
      form.setError('coins', { message: text.customTooSmall(formatRials(MONEY_RULES.minPaymentAmount)) });
      return;
    }
    setPurchase({ body: { coins }, coins, price: rials });
  });

  // The server's verdict on the number (too large a payment, say) goes under the input.
  const handleRefused = (error: unknown) => {
    if (isRetryableFailure(error)) return;
    setPurchase(null);
    applyServerErrors(error, form.setError, ['coins']);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.customHeading}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={form.control}
          name="coins"
          label={text.customCoins}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          helperText={
            price === null
              ? undefined
              : tooSmall
                ? text.customTooSmall(formatRials(MONEY_RULES.minPaymentAmount))
                : text.customPrice(formatRials(price), formatToman(price))
          }
          sx={{ maxWidth: { sm: 360 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          size="large"
          disabled={exchangeRate === undefined}
          sx={{ flexShrink: 0, py: 1.8 }}
        >
          {text.customSubmit}
        </Button>
      </Stack>
      {purchase && (
        <BuyCoinsDialog purchase={purchase} onClose={() => setPurchase(null)} onRefused={handleRefused} />
      )}
    </Stack>
  );
}
