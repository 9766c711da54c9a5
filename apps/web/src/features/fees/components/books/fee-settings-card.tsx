import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useFeeSettings, useSaveFeeSettings } from '../../api/fee-settings';
import { SectionCard } from '../../kit/section-card';

const text = feesText.books;

/** Whether secretaries may record payments and expenses, and how early instalment reminders go. */
export function FeeSettingsCard() {
  const settings = useFeeSettings();
  const save = useSaveFeeSettings();
  const [days, setDays] = useState<string | null>(null);
  if (!settings.data) return null;
  const shownDays = days ?? String(settings.data.remind_days_before);
  return (
    <SectionCard title={text.settings}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.data.secretaries_may_record}
              onChange={async (_event, on) => {
                await save.mutateAsync({ secretaries_may_record: on });
                notifySuccess(text.settingsSaved);
              }}
            />
          }
          label={text.secretariesMayRecord}
        />
        <TextField
          size="small"
          label={text.remindDays}
          value={toPersianDigits(shownDays)}
          onChange={(event) => setDays(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 2))}
          onBlur={async () => {
            if (days === null || days === '' || Number(days) === settings.data?.remind_days_before) return;
            await save.mutateAsync({ remind_days_before: Number(days) });
            notifySuccess(text.settingsSaved);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 220 }}
        />
      </Stack>
    </SectionCard>
  );
}
