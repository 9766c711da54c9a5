import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CASE_STAGE_LABELS,
  CASE_STAGES,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  CASE_TYPE_LABELS,
  CASE_TYPES,
  type Case,
  type CreateCaseRequest,
  zCreateCaseRequest,
} from '@vakilyar/contract';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate, withPickedDates } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { casesText } from '@/locales/fa/cases';
import { commonText } from '@/locales/fa/common';
import { CabinetSelect } from './cabinet-select';
import { CASE_FORM_FIELDS, caseFormValues } from './case-form-values';
import { ClientAutocomplete, type ClientOption } from './client-autocomplete';

interface CaseFormProps {
  /** The case being edited; none for a new one (which may pick its clients too). */
  item?: Case;
  initialClients?: ClientOption[];
  submitLabel: string;
  onSubmit: (values: CreateCaseRequest) => Promise<unknown>;
  onCancel?: () => void;
}

function options(codes: readonly string[], labels: Record<string, string>): ReactNode[] {
  return codes.map((code) => (
    <MenuItem key={code} value={code}>
      {labels[code]}
    </MenuItem>
  ));
}

/**
 * A case's fields, checked by the contract's schema; the start date is picked on the shared Jalali picker. A new case
 * may take its clients at once. The server's field errors show under their inputs.
 */
export function CaseForm({ item, initialClients = [], submitLabel, onSubmit, onCancel }: CaseFormProps) {
  const form = useForm({
    resolver: withPickedDates(zodResolver(zCreateCaseRequest), ['start_date']),
    defaultValues: caseFormValues(item),
  });
  const [clients, setClients] = useState<ClientOption[]>(initialClients);
  const text = casesText.fields;
  const { control } = form;
  // A co-counsel works from another office: its cabinets are not theirs to choose from.
  const ownOffice = !item || item.access === 'owner' || item.access === 'secretary';

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { archive_cabinet_id, ...rest } = values;
      const sent = ownOffice ? values : rest;
      await onSubmit(item ? sent : { ...sent, client_ids: clients.map((client) => client.pid) });
    } catch (error) {
      applyServerErrors(error, form.setError, CASE_FORM_FIELDS);
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
      {!item && (
        <Typography variant="body2" color="text.secondary">
          {casesText.form.requiredHint}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="title" label={text.title} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="case_type" label={text.caseType} select>
            {options(CASE_TYPES, CASE_TYPE_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="stage" label={text.stage} select>
            {options(CASE_STAGES, CASE_STAGE_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="status" label={text.status} select>
            {options(CASE_STATUSES, CASE_STATUS_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="case_number"
            label={text.caseNumber}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="archive_number"
            label={text.archiveNumber}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="court" label={text.court} placeholder={text.courtHint} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="branch" label={text.branch} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="opponent" label={text.opponent} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="subject" label={text.subject} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormJalaliDate control={control} name="start_date" label={text.startDate} />
        </Grid>
        {ownOffice && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <CabinetSelect control={control} name="archive_cabinet_id" />
          </Grid>
        )}
        {!item && (
          <Grid size={12}>
            <ClientAutocomplete
              label={text.clients}
              helperText={text.clientsHint}
              value={clients}
              onChange={setClients}
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={text.description}
            multiline
            minRows={3}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{commonText.cancel}</Button>}
      </Stack>
    </Stack>
  );
}
