import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type CalendarEventRequest, toPersianDigits } from '@vakilyar/contract';
import { isValid } from 'date-fns-jalali';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useDebounced } from '@/features/cases/kit/use-debounced';
import { calendarText } from '@/locales/fa/calendar';
import { useClientSmsPreview } from '../api/client-sms-preview';
import type { EventFormValues } from './event-form-values';

const text = calendarText.sharing;
type FormControl = Control<EventFormValues, unknown, CalendarEventRequest>;

function BooleanSwitch({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'shared_with_clients' | 'sms_clients';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={name}
              checked={field.value}
              onChange={(_changed, checked) => field.onChange(checked)}
            />
          }
        />
      )}
    />
  );
}

/** The count and cost of the texts, asked of the server as the hearing's facts change. */
function SmsPreview({ control }: { control: FormControl }) {
  const [kase, startsAt, allDay, court, branch] = useWatch({
    control,
    name: ['case', 'starts_at', 'all_day', 'court', 'branch'],
  });
  // A string settles (an object would be new on every render).
  const settled = useDebounced(
    kase && startsAt && isValid(startsAt)
      ? JSON.stringify({ case: kase.pid, starts_at: startsAt.toISOString(), all_day: allDay, court, branch })
      : '',
    400,
  );
  const preview = useClientSmsPreview(settled ? JSON.parse(settled) : null);
  if (preview.isError) return <Alert severity="warning">{text.previewFailed}</Alert>;
  const data = preview.data;
  if (!data) return null;
  if (data.recipients === 0) return <Alert severity="info">{text.noClients}</Alert>;
  return (
    <Stack spacing={1}>
      <Alert severity={data.credits > data.balance ? 'warning' : 'info'} role="status">
        {text.preview(
          toPersianDigits(data.recipients),
          toPersianDigits(data.recipients),
          toPersianDigits(data.credits),
          toPersianDigits(data.balance),
        )}
        {data.credits > data.balance && ` ${text.lowCredit}`}
      </Alert>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-line' }}>
        {`${text.sampleTitle}:\n${data.text}`}
      </Typography>
    </Stack>
  );
}

/** Whether a case's clients see the event, and whether they are texted before it. */
export function ClientSharingFields({ control }: { control: FormControl }) {
  const [kase, sms] = useWatch({ control, name: ['case', 'sms_clients'] });
  if (!kase) return null;
  return (
    <Stack spacing={1}>
      <BooleanSwitch control={control} name="shared_with_clients" label={text.shared} />
      <Typography variant="caption" color="text.secondary">
        {text.sharedHint}
      </Typography>
      <BooleanSwitch control={control} name="sms_clients" label={text.sms} />
      {sms && <SmsPreview control={control} />}
    </Stack>
  );
}
