import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import type { Consultation } from '@vakilyar/contract';
import { Link, useParams } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { subPageText } from '@/locales/fa/navigation';
import { useConsultation } from '../api/get-consultation';
import { ConsultationActions } from '../components/consultation-actions';
import { ConsultationStatusChip } from '../components/consultation-status-chip';

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
const when = (value: string | null) => (value ? formatJalaliDateTime(value) : null);

function Details({ consultation }: { consultation: Consultation }) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.detail;
  const rows: [string, string | null][] = [
    [text.client, nameOf(consultation.client)],
    [text.consultant, nameOf(consultation.consultant)],
    [text.kind, consultation.kind_label],
    [text.fee, coinPrice(consultation.fee)],
    [text.requestedAt, when(consultation.created_at)],
    [
      consultation.status === 'pending' ? text.expiresAt : text.respondedAt,
      when(consultation.status === 'pending' ? consultation.expires_at : consultation.responded_at),
    ],
    [text.scheduledAt, when(consultation.scheduled_at)],
    [text.completedAt, when(consultation.completed_at)],
  ];
  if (consultation.payout_due_at && consultation.status === 'completed')
    rows.push([text.payoutDue, when(consultation.payout_due_at)]);

  return (
    <Grid container spacing={2}>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
            <DetailRow label={label} value={value} />
          </Grid>
        ))}
      <Grid size={12}>
        <DetailRow label={text.description} value={consultation.description} />
      </Grid>
      {consultation.preferred_times.length > 0 && (
        <Grid size={12}>
          <DetailRow
            label={text.preferredTimes}
            value={consultation.preferred_times.map(formatJalaliDateTime).join('، ')}
          />
        </Grid>
      )}
    </Grid>
  );
}

/** /consultations/:pid: a consultation's details, its state, what the other side said, and my actions. */
export function ConsultationPage() {
  const { pid = '' } = useParams();
  const consultation = useConsultation(pid);
  const text = consultationText.detail;
  const data = consultation.data;

  return (
    <PageLayout
      title={data?.subject ?? subPageText.consultation}
      actions={
        <Button component={Link} to={PATHS.consultations} startIcon={<ArrowForwardRounded />}>
          {text.back}
        </Button>
      }
    >
      {consultation.isPending && <PageLoader />}
      {consultation.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => consultation.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {data && (
        <>
          <SectionPanel
            title={subPageText.consultation}
            actions={<ConsultationStatusChip status={data.status} />}
          >
            <Details consultation={data} />
          </SectionPanel>
          {(data.response_message || data.cancel_reason || data.dispute_reason || data.rating) && (
            <Stack spacing={1.5}>
              {data.response_message && (
                <Alert severity={data.status === 'rejected' ? 'error' : 'info'}>
                  <strong>{text.response}: </strong>
                  {data.response_message}
                </Alert>
              )}
              {data.cancel_reason && (
                <Alert severity="warning">
                  <strong>{text.cancelReason}: </strong>
                  {data.cancel_reason}
                </Alert>
              )}
              {data.dispute_reason && (
                <Alert severity="warning">
                  <strong>{text.dispute}: </strong>
                  {data.dispute_reason}
                </Alert>
              )}
              {data.rating && (
                <Alert severity="success" icon={false}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong>{text.rating}:</strong>
                    <Rating value={data.rating} readOnly size="small" />
                    {data.rating_comment && <span>{data.rating_comment}</span>}
                  </Stack>
                </Alert>
              )}
            </Stack>
          )}
          <ConsultationActions consultation={data} />
        </>
      )}
    </PageLayout>
  );
}
