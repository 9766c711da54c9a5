import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  type CalendarEvent,
  DEADLINE_RULE_LABELS,
  DEADLINE_RULES,
  type DeadlineRequest,
  type DeadlineResult,
} from '@vakilyar/contract';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { DeadlineDraftButton } from '@/features/drafting/components/deadline-draft-button';
import { formatNumber } from '@/lib/format/money';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { calendarText } from '@/locales/fa/calendar';
import { commonText } from '@/locales/fa/common';
import { useCalculateDeadline } from '../api/calculate-deadline';
import { useCreateEvent } from '../api/create-event';
import { parseDayParam } from '../kit/calendar-dates';
import { CaseAutocomplete } from './case-autocomplete';
import { type DeadlineFormValues, deadlineEventTitle, deadlineFormResolver } from './deadline-form-values';
import { DeadlineOutcome } from './deadline-outcome';
import type { CaseOption } from './event-form-values';

const text = calendarText.deadline;

interface DeadlineDialogProps {
  /** `YYYY-MM-DD` of a notice's service, when the court-notices page sent the user here. */
  servedOn?: string | null;
  fromNotice: boolean;
  showCasePicker: boolean;
  /** The case the deadline belongs to (a notice of that case). */
  initialCase?: CaseOption | null;
  onClose: () => void;
  onAdded: (event: CalendarEvent) => void;
}

/**
 * «محاسبه مهلت قانونی»: from the day a notice was served and a rule of the Civil Procedure Code,
 * the last day to act (arts. 443–445, holidays skipped), then a deadline event with reminders.
 */
export function DeadlineDialog({
  servedOn,
  fromNotice,
  showCasePicker,
  initialCase = null,
  onClose,
  onAdded,
}: DeadlineDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const calculate = useCalculateDeadline();
  const createEvent = useCreateEvent();
  const [result, setResult] = useState<{ request: DeadlineRequest; outcome: DeadlineResult } | null>(null);
  const [title, setTitle] = useState('');
  const [linkedCase, setLinkedCase] = useState<CaseOption | null>(initialCase);
  const form = useForm<DeadlineFormValues, unknown, DeadlineRequest>({
    resolver: deadlineFormResolver,
    defaultValues: { served_on: parseDayParam(servedOn), rule: 'appeal', days: '' },
  });
  const rule = form.watch('rule');

  // A changed input makes the shown deadline stale: it goes until the next calculation.
  useEffect(() => {
    const subscription = form.watch(() => setResult(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const handleCalculate = form.handleSubmit(async (request) => {
    try {
      const outcome = await calculate.mutateAsync(request);
      setResult({ request, outcome });
      setTitle(deadlineEventTitle(outcome.rule_label, outcome.rule, formatNumber(outcome.days)));
    } catch (error) {
      applyServerErrors(error, form.setError, ['served_on', 'rule', 'days']);
    }
  });

  const handleAdd = async () => {
    if (!result) return;
    try {
      const { message: _message, ...event } = await createEvent.mutateAsync({
        title: title.trim() || deadlineEventTitle(result.outcome.rule_label, result.outcome.rule, ''),
        event_type: 'deadline',
        all_day: true,
        deadline: result.request,
        case: linkedCase?.pid ?? null,
      });
      onAdded(event);
    } catch {
      // The API client toasted why.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {text.intro}
          </Typography>
          {fromNotice && <Alert severity="info">{text.fromNotice}</Alert>}
          <Grid
            container
            spacing={2}
            component="form"
            noValidate
            onSubmit={handleCalculate}
            aria-label={text.title}
          >
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="served_on"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={text.servedOn}
                    value={field.value}
                    inputRef={field.ref}
                    onChange={field.onChange}
                    disableFuture
                    slotProps={{
                      textField: {
                        name: 'served_on',
                        required: true,
                        fullWidth: true,
                        error: Boolean(fieldState.error),
                        helperText: fieldState.error?.message,
                      },
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="rule" label={text.rule} select>
                {DEADLINE_RULES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {DEADLINE_RULE_LABELS[code]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {rule === 'custom' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name="days"
                  label={text.customDays}
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                />
              </Grid>
            )}
            <Grid size={12}>
              <Button type="submit" variant="outlined" loading={calculate.isPending}>
                {text.calculate}
              </Button>
            </Grid>
          </Grid>
          {result && (
            <DeadlineOutcome outcome={result.outcome}>
              <TextField
                label={text.titleLabel}
                value={title}
                onChange={(changed) => setTitle(changed.target.value)}
              />
              {showCasePicker && (
                <CaseAutocomplete
                  label={calendarText.form.case}
                  value={linkedCase}
                  onChange={setLinkedCase}
                />
              )}
              <DeadlineDraftButton
                casePid={linkedCase?.pid ?? null}
                request={result.request}
                outcome={result.outcome}
              />
            </DeadlineOutcome>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonText.cancel}</Button>
        <Button
          variant="contained"
          startIcon={<EventAvailableOutlined />}
          disabled={!result}
          loading={createEvent.isPending}
          onClick={handleAdd}
        >
          {text.addToCalendar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
