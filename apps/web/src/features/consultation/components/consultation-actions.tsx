import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Consultation } from '@vakilyar/contract';
import { useState } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { consultationText } from '@/locales/fa/consultation';
import { useConsultationAction } from '../api/consultation-actions';
import { AcceptConsultationDialog } from './accept-consultation-dialog';
import { RateDialog } from './rate-dialog';
import { TextActionDialog } from './text-action-dialog';
import { useTimeHasCome } from './use-time-has-come';

type Dialog = 'accept' | 'reject' | 'cancel' | 'complete' | 'rate' | 'dispute';

/**
 * What each side may do now (the server checks again): the consultant answers, and completes once the
 * scheduled time has come; the client cancels, rates and disputes.
 */
function availableActions(consultation: Consultation, due: boolean): Dialog[] {
  const { status, my_role: role } = consultation;
  if (role === 'consultant') {
    if (status === 'pending') return ['accept', 'reject'];
    if (status === 'accepted') return due ? ['complete', 'cancel'] : ['cancel'];
    return [];
  }
  const actions: Dialog[] = status === 'pending' ? ['cancel'] : [];
  if (consultation.can_rate) actions.push('rate');
  if (consultation.can_dispute) actions.push('dispute');
  return actions;
}

/** The buttons of a consultation's page, each asking first in its own dialog. */
export function ConsultationActions({ consultation }: { consultation: Consultation }) {
  const coinPrice = useCoinPriceFormatter();
  const text = consultationText.actions;
  const [open, setOpen] = useState<Dialog | null>(null);
  const action = useConsultationAction(consultation.pid);
  const due = useTimeHasCome(consultation.scheduled_at);
  const actions = availableActions(consultation, due);
  const close = () => setOpen(null);
  const accepted = consultation.status === 'accepted';
  const waitsForItsTime = accepted && consultation.my_role === 'consultant' && !due;

  if (actions.length === 0) return null;

  const labels: Record<Dialog, string> = {
    accept: text.accept,
    reject: text.reject,
    cancel: accepted ? text.cancelAccepted : text.cancel,
    complete: text.complete,
    rate: text.rate,
    dispute: text.dispute,
  };
  const destructive = new Set<Dialog>(['reject', 'cancel', 'dispute']);

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((kind) => (
          <Button
            key={kind}
            variant={destructive.has(kind) ? 'outlined' : 'contained'}
            color={destructive.has(kind) ? 'error' : 'primary'}
            onClick={() => setOpen(kind)}
          >
            {labels[kind]}
          </Button>
        ))}
      </Stack>
      {waitsForItsTime && consultation.scheduled_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text.completeFrom(formatJalaliDateTime(consultation.scheduled_at))}
        </Typography>
      )}

      <AcceptConsultationDialog
        open={open === 'accept'}
        fee={coinPrice(consultation.fee)}
        onClose={close}
        onConfirm={(body) => action.mutateAsync({ kind: 'accept', body })}
      />
      <TextActionDialog
        open={open === 'reject'}
        title={text.rejectTitle}
        body={text.rejectBody}
        field={{
          label: text.rejectMessage,
          name: 'message',
          required: { minLength: 1, message: text.rejectMessageRequired },
        }}
        confirmLabel={text.reject}
        color="error"
        onClose={close}
        onConfirm={(message) => action.mutateAsync({ kind: 'reject', body: { message: message ?? '' } })}
      />
      <TextActionDialog
        open={open === 'cancel'}
        title={text.cancelTitle}
        body={accepted ? text.cancelAcceptedBody : text.cancelBody}
        field={{ label: text.cancelReason, name: 'reason' }}
        confirmLabel={labels.cancel}
        color="error"
        onClose={close}
        onConfirm={(reason) => action.mutateAsync({ kind: 'cancel', body: { reason } })}
      />
      <TextActionDialog
        open={open === 'complete'}
        title={text.completeTitle}
        body={text.completeBody}
        confirmLabel={text.complete}
        onClose={close}
        onConfirm={() => action.mutateAsync({ kind: 'complete', body: {} })}
      />
      <RateDialog
        open={open === 'rate'}
        onClose={close}
        onConfirm={(rating, comment) => action.mutateAsync({ kind: 'rate', body: { rating, comment } })}
      />
      <TextActionDialog
        open={open === 'dispute'}
        title={text.disputeTitle}
        body={text.disputeBody}
        field={{
          label: text.disputeReason,
          name: 'reason',
          helperText: text.disputeReasonHint,
          required: { minLength: 10, message: text.disputeReasonHint },
        }}
        confirmLabel={text.dispute}
        color="error"
        onClose={close}
        onConfirm={(reason) => action.mutateAsync({ kind: 'dispute', body: { reason: reason ?? '' } })}
      />
    </>
  );
}
