import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AdminConsultant,
  BAR_ASSOCIATION_LABELS,
  formatPersianNumber,
  toPersianDigits,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { LicenceDocumentButton } from '@/features/consultation/components/licence-document-button';
import { SpecialtyChips } from '@/features/consultation/components/specialty-chips';
import { TextActionDialog } from '@/features/consultation/components/text-action-dialog';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminConsultantsText as text } from '@/locales/fa/admin-consultants';
import { useDecideConsultant } from '../api/admin-consultants';

const STATUS_COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** One consultant under review: who they are, what they offer, and the approve and reject actions. */
export function ConsultantReviewCard({ consultant }: { consultant: AdminConsultant }) {
  const coinPrice = useCoinPriceFormatter();
  const decide = useDecideConsultant();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const name = consultant.full_name;
  const years = consultant.years_of_experience;

  return (
    <Card variant="outlined" component="article" aria-labelledby={`consultant-${consultant.pid}`}>
      <CardContent>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              id={`consultant-${consultant.pid}`}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
            >
              {name}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLORS[consultant.approval_status]}
              label={text.statuses[consultant.approval_status]}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {consultant.mobile ? `${text.mobile}: ${toPersianDigits(consultant.mobile)}` : text.noMobile}
            {'، '}
            {years === null ? text.noExperience : text.experience(formatPersianNumber(years))}
          </Typography>
          <Typography variant="body2">
            {consultant.licence_number ? text.licence(consultant.licence_number) : text.noLicence}
            {'، '}
            {consultant.bar_association
              ? BAR_ASSOCIATION_LABELS[consultant.bar_association]
              : text.noBarAssociation}
          </Typography>
          {consultant.licence_document_url ? (
            <LicenceDocumentButton url={consultant.licence_document_url} fileName={text.licenceFile(name)} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {text.noLicenceDocument}
            </Typography>
          )}
          {consultant.specialties.length > 0 ? (
            <SpecialtyChips specialties={consultant.specialties} />
          ) : (
            <Typography variant="body2">{text.noSpecialties}</Typography>
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {consultant.bio || text.noBio}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.fees(coinPrice(consultant.chat_fee), coinPrice(consultant.consultation_fee))}
          </Typography>
          {consultant.updated_at && (
            <Typography variant="caption" color="text.secondary">
              {consultant.approved_at
                ? text.approvedAt(formatJalaliDate(consultant.approved_at))
                : text.updated(formatJalaliDate(consultant.updated_at))}
            </Typography>
          )}
          {consultant.approval_status === 'rejected' && consultant.rejection_reason && (
            <Alert severity="warning" variant="outlined">
              <strong>{text.rejectionReason}: </strong>
              {consultant.rejection_reason}
            </Alert>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', gap: 1, px: 2, pb: 2 }}>
        {consultant.approval_status !== 'rejected' && (
          <Button color="error" variant="outlined" onClick={() => setDialog('reject')}>
            {text.reject}
          </Button>
        )}
        {consultant.approval_status !== 'approved' && (
          <Button variant="contained" onClick={() => setDialog('approve')}>
            {text.approve}
          </Button>
        )}
      </CardActions>
      <TextActionDialog
        open={dialog === 'approve'}
        title={text.approveTitle}
        body={text.approveBody(name)}
        confirmLabel={text.approve}
        onClose={() => setDialog(null)}
        onConfirm={() => decide.mutateAsync({ pid: consultant.pid, approve: true })}
      />
      <TextActionDialog
        open={dialog === 'reject'}
        title={text.rejectTitle}
        body={text.rejectBody(name)}
        field={{
          label: text.reasonLabel,
          name: 'reason',
          required: { minLength: 3, message: text.reasonRequired },
        }}
        confirmLabel={text.reject}
        color="error"
        onClose={() => setDialog(null)}
        onConfirm={(reason) =>
          decide.mutateAsync({ pid: consultant.pid, approve: false, reason: reason ?? '' })
        }
      />
    </Card>
  );
}
