import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type CourtNotice,
  type CreateCourtNoticeInput,
  NOTICE_TYPE_LABELS,
  NOTICE_TYPES,
  zCreateCourtNoticeRequest,
} from '@vakilyar/contract';
import { useId, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { officeToday } from '@/lib/format/office-time';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { commonText } from '@/locales/fa/common';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { type CreatedNotice, useCreateNotice } from '../api/create-notice';
import { useUpdateNotice } from '../api/update-notice';
import { type CaseOption, CasePicker } from './case-picker';
import { hasNewDates, NoticeCalendarOffer } from './notice-calendar-offer';
import { NoticeDatesFields, withPickedDates } from './notice-dates-fields';

type FormValues = CreateCourtNoticeInput;

const FIELDS: FieldPath<FormValues>[] = [
  'subject',
  'notice_number',
  'notice_type',
  'court',
  'branch',
  'served_on',
  'hearing_at',
  'reply_due_on',
  'case_id',
  'description',
];

const EMPTY: FormValues = {
  subject: '',
  notice_number: '',
  notice_type: 'notice',
  court: '',
  branch: '',
  served_on: '',
  hearing_at: '',
  reply_due_on: '',
  case_id: '',
  description: '',
  is_important: false,
};

interface CreateNoticeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (notice: CreatedNotice) => void;
  /** A recorded notice to complete or correct (one from photos has only its subject): the form starts from it. */
  notice?: CourtNotice;
}

/** The form's values of a recorded notice: what it has, '' for what it lacks. */
const valuesOf = (notice: CourtNotice): FormValues => ({
  subject: notice.subject,
  notice_number: notice.notice_number ?? '',
  notice_type: notice.notice_type,
  court: notice.court ?? '',
  branch: notice.branch ?? '',
  served_on: notice.served_on ?? '',
  hearing_at: notice.hearing_at ?? '',
  reply_due_on: notice.reply_due_on ?? '',
  case_id: notice.case?.pid ?? '',
  description: notice.description ?? '',
  is_important: notice.is_important,
});

/** A notice typed in by hand from the Sana text, checked by the contract's schema; dates in Jalali. */
export function CreateNoticeDialog({ open, onClose, onCreated, notice }: CreateNoticeDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm<FormValues, unknown, ReturnType<typeof zCreateCourtNoticeRequest.parse>>({
    resolver: withPickedDates(zodResolver(zCreateCourtNoticeRequest), [
      'served_on',
      'hearing_at',
      'reply_due_on',
    ]),
    defaultValues: notice ? valuesOf(notice) : EMPTY,
  });
  const [pickedCase, setPickedCase] = useState<CaseOption | null>(
    notice?.case ? { ...notice.case, case_number: null } : null,
  );
  const created = useCreateNotice();
  const updated = useUpdateNotice(notice?.pid ?? '');
  const create = notice ? updated : created;
  const text = courtNoticesText.fields;
  const { control } = form;

  // The saved notice while its hearing and deadline are offered for the calendar.
  const [saved, setSaved] = useState<CreatedNotice | null>(null);

  const close = () => {
    if (create.isPending) return;
    form.reset(EMPTY);
    setPickedCase(null);
    onClose();
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      form.reset(EMPTY);
      setPickedCase(null);
      if (hasNewDates(result, notice)) setSaved(result);
      else {
        onClose();
        onCreated?.(result);
      }
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  if (saved) {
    return (
      <NoticeCalendarOffer
        notice={saved}
        onClose={() => {
          setSaved(null);
          onClose();
          onCreated?.(saved);
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {notice ? courtNoticesText.edit.title : courtNoticesText.create.title}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          noValidate
          onSubmit={handleSubmit}
          sx={{ pt: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            {courtNoticesText.create.requiredHint}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={control} name="subject" label={text.subject} required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="notice_type" label={text.noticeType} select fullWidth>
                {NOTICE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {NOTICE_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="notice_number"
                label={text.noticeNumber}
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={control}
                name="served_on"
                render={({ field, fieldState }) => (
                  <JalaliDatePicker
                    label={text.servedOn}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    maxDate={officeToday()}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField
                control={control}
                name="court"
                label={text.court}
                placeholder={text.courtHint}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="branch" label={text.branch} fullWidth />
            </Grid>
            <NoticeDatesFields control={control} />
            <Grid size={12}>
              <Controller
                control={control}
                name="case_id"
                render={({ field, fieldState }) => (
                  <CasePicker
                    value={pickedCase}
                    onChange={(picked) => {
                      setPickedCase(picked);
                      field.onChange(picked?.pid ?? '');
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="description"
                label={text.description}
                multiline
                minRows={3}
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="is_important"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={Boolean(field.value)}
                        onChange={(_e, checked) => field.onChange(checked)}
                      />
                    }
                    label={text.important}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {commonText.cancel}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={create.isPending}>
          {notice ? courtNoticesText.edit.submit : courtNoticesText.create.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
