import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@vakilyar/contract';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { ConsultationStatusChip } from '@/features/consultation/components/consultation-status-chip';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminConsultationsText as text } from '@/locales/fa/admin-consultations';

const nameOf = (person: Consultation['client']) => `${person.first_name} ${person.last_name}`.trim();

interface AdminConsultationCardProps {
  consultation: Consultation;
  /** Opens the page's settle dialog for this consultation. */
  onSettle: (pid: string) => void;
}

/** One consultation for the admin: the parties, the times, a dispute's reason, and the settle action. */
export function AdminConsultationCard({ consultation: c, onSettle }: AdminConsultationCardProps) {
  const coinPrice = useCoinPriceFormatter();
  const times = [
    c.scheduled_at && text.scheduled(formatJalaliDateTime(c.scheduled_at)),
    c.completed_at && text.completed(formatJalaliDateTime(c.completed_at)),
    c.disputed_at && text.disputed(formatJalaliDateTime(c.disputed_at)),
  ].filter(Boolean);

  return (
    <Card variant="outlined" component="article" aria-labelledby={`consultation-${c.pid}`}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              id={`consultation-${c.pid}`}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
            >
              {c.subject}
            </Typography>
            <ConsultationStatusChip status={c.status} />
          </Stack>
          <Typography variant="body2">{text.parties(nameOf(c.client), nameOf(c.consultant))}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[c.kind_label, text.fee(coinPrice(c.fee)), ...times].join('، ')}
          </Typography>
          {c.dispute_reason && (
            <Alert severity={c.status === 'disputed' ? 'error' : 'info'} variant="outlined">
              <strong>{text.disputeReason}: </strong>
              {c.dispute_reason}
            </Alert>
          )}
          {c.settlement && <Alert severity="success">{text.settlement[c.settlement]}</Alert>}
        </Stack>
      </CardContent>
      {c.status === 'disputed' && (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button variant="contained" onClick={() => onSettle(c.pid)}>
            {text.settle}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
