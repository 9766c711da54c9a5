import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { CONSULTANT_APPROVAL_LABELS } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useConsultantSettings } from '@/features/consultation/api/consultant-settings';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { dashboardText } from '@/locales/fa/dashboard';

/**
 * A consultant not yet live sees why on their dashboard: waiting for the admins, or rejected with the
 * admin's reason, and the way to their profile to complete or correct it (a change sends it for review).
 */
export function ConsultantReviewStatus() {
  const { data: settings } = useConsultantSettings();
  if (!settings || settings.approval_status === 'approved') return null;
  const status = settings.approval_status;
  const hint = consultationText.settings.approvalHint[status];
  return (
    <Alert
      severity={status === 'rejected' ? 'error' : 'warning'}
      action={
        <Button component={Link} to={PATHS.consultantSettings} color="inherit" size="small">
          {dashboardText.consultantReview.action[status]}
        </Button>
      }
    >
      <AlertTitle>{CONSULTANT_APPROVAL_LABELS[status]}</AlertTitle>
      {hint}
      {status === 'rejected' && settings.rejection_reason && (
        <>
          <br />
          {consultationText.settings.rejectionReason(settings.rejection_reason)}
        </>
      )}
    </Alert>
  );
}
