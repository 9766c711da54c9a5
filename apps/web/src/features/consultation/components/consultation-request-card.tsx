import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { useConsultationAction } from '../api/consultation-actions';
import { AcceptConsultationDialog } from './accept-consultation-dialog';
import { ConsultationStatusChip } from './consultation-status-chip';
import { TextActionDialog } from './text-action-dialog';

/** A consultation request waiting for me: subject, who, kind, fee, until when; accept or reject. */
export function ConsultationRequestCard({ consultation }: { consultation: Consultation }) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.requests;
  const actions = consultationText.actions;
  const action = useConsultationAction(consultation.pid);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const client = `${consultation.client.first_name} ${consultation.client.last_name}`.trim();
  const fee = coinPrice(consultation.fee);

  return (
    <Card variant="outlined" component="article" aria-label={consultation.subject}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
              {consultation.subject}
            </Typography>
            {consultation.status === 'pending' ? (
              <Chip size="small" color="warning" label={text.awaitingYou} />
            ) : (
              <ConsultationStatusChip status={consultation.status} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[text.from(client), consultation.kind_label, text.held(fee)].join('، ')}
          </Typography>
          <Typography
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {consultation.description}
          </Typography>
          {consultation.expires_at && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <AccessTimeOutlined sx={{ fontSize: 16 }} />
              <Typography variant="body2">
                {text.expires(formatJalaliDateTime(consultation.expires_at))}
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {consultation.status === 'pending' && (
          <>
            <Button variant="contained" onClick={() => setDialog('accept')}>
              {text.accept}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {text.reject}
            </Button>
          </>
        )}
        <Button component={Link} to={`${PATHS.consultations}/${consultation.pid}`}>
          {text.details}
        </Button>
      </CardActions>
      <AcceptConsultationDialog
        open={dialog === 'accept'}
        fee={fee}
        onClose={() => setDialog(null)}
        onConfirm={(body) => action.mutateAsync({ kind: 'accept', body })}
      />
      <TextActionDialog
        open={dialog === 'reject'}
        title={actions.rejectTitle}
        body={actions.rejectBody}
        field={{
          label: actions.rejectMessage,
          name: 'message',
          required: { minLength: 1, message: actions.rejectMessageRequired },
        }}
        confirmLabel={actions.reject}
        color="error"
        onClose={() => setDialog(null)}
        onConfirm={(message) => action.mutateAsync({ kind: 'reject', body: { message: message ?? '' } })}
      />
    </Card>
  );
}
