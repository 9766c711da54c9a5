import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toLatinDigits, zFeeCommissionRequest } from '@vakilyar/contract';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { useSetFeeCommission } from '../api/fee-payouts';
import { FormNumberField } from '../kit/form-fields';
import { toInputDigits } from '../kit/format';

const text = adminFinanceText.feePayouts;
type CommissionValues = { percent: string };
type Commission = z.output<typeof zFeeCommissionRequest>;
const bySchema = zodResolver(zFeeCommissionRequest);
// The contract coerces Latin digits only; a percent typed in Persian digits is read the same.
const resolver: Resolver<CommissionValues, unknown, Commission> = (values, context, options) =>
  bySchema({ percent: toLatinDigits(values.percent).trim() }, context, options as never) as never;

/** The percent the platform keeps of each fee payout; it applies to requests made from now on. */
export function FeeCommissionForm() {
  const form = useForm<CommissionValues, unknown, Commission>({ resolver, defaultValues: { percent: '' } });
  const save = useSetFeeCommission();
  const handleSubmit = form.handleSubmit(async (change) => {
    try {
      const { percent } = await save.mutateAsync(change);
      form.reset({ percent: toInputDigits(percent) });
      notifySuccess(text.commissionSaved(toInputDigits(percent)));
    } catch (error) {
      applyServerErrors(error, form.setError, ['percent']);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ width: { xs: 1, sm: 260 } }}>
        <FormNumberField
          control={form.control}
          name="percent"
          label={text.commission}
          helperText={text.commissionHint}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start', flex: 'none', mt: { sm: 1 } }}
      >
        {text.commissionSubmit}
      </Button>
    </Stack>
  );
}
