import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CASE_STAGE_LABELS, CASE_TYPE_LABELS, type Case, toPersianDigits } from '@vakilyar/contract';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { formatJalaliDateTime, formatJalaliDay } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { useUpdateCase } from '../api/update-case';
import { DetailRow } from '../kit/detail-row';
import { CaseStatusChip } from './case-status-chip';

const persian = (value: string | null) => (value ? toPersianDigits(value) : '');
const nameOf = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}` : '';

function CaseDetails({ item }: { item: Case }) {
  const text = casesText.fields;
  const rows = [
    { label: text.status, value: <CaseStatusChip status={item.status} /> },
    { label: text.caseType, value: CASE_TYPE_LABELS[item.case_type] },
    { label: text.stage, value: CASE_STAGE_LABELS[item.stage] },
    { label: text.caseNumber, value: persian(item.case_number) },
    { label: text.archiveNumber, value: persian(item.archive_number) },
    { label: text.court, value: persian(item.court) },
    { label: text.branch, value: persian(item.branch) },
    { label: text.opponent, value: persian(item.opponent) },
    { label: text.subject, value: persian(item.subject) },
    { label: text.startDate, value: item.start_date ? formatJalaliDay(item.start_date) : '' },
    { label: text.cabinet, value: item.archive_cabinet?.name ?? '' },
    { label: text.office, value: item.office.name },
    { label: text.createdBy, value: nameOf(item.created_by) },
    { label: text.createdAt, value: formatJalaliDateTime(item.created_at) },
    { label: text.updatedAt, value: formatJalaliDateTime(item.updated_at) },
    { label: text.documentsCount, value: toPersianDigits(item.documents_count) },
  ];
  return (
    <Grid container spacing={2}>
      {rows.map((row) => (
        <Grid key={row.label} size={{ xs: 6, md: 4 }}>
          <DetailRow label={row.label} value={row.value} />
        </Grid>
      ))}
      <Grid size={12}>
        <DetailRow label={text.description} value={persian(item.description)} />
      </Grid>
    </Grid>
  );
}

// The form (its pickers and form libraries) loads when the user edits, not with every case page.
const CaseForm = lazy(() => import('./case-form').then((module) => ({ default: module.CaseForm })));

/** The case's fields, and their form for whoever may change them. */
export function CaseOverview({ item }: { item: Case }) {
  const [editing, setEditing] = useState(false);
  const updateCase = useUpdateCase(item.pid);
  const canEdit = item.permissions.includes('case.update');

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {editing ? officeUiText.edit : casesText.tabs.overview}
          </Typography>
          {canEdit && !editing && (
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              {officeUiText.edit}
            </Button>
          )}
        </Stack>
        {editing ? (
          <Suspense fallback={<PageLoader />}>
            <CaseForm
              item={item}
              submitLabel={officeUiText.save}
              onSubmit={async (values) => {
                await updateCase.mutateAsync(values);
                notifySuccess(casesText.form.saved);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <CaseDetails item={item} />
        )}
      </CardContent>
    </Card>
  );
}
