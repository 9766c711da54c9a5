import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CONSULTANT_APPROVAL_LABELS, type ConsultantSettings } from '@vakilyar/contract';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { consultationText } from '@/locales/fa/consultation';

const SEVERITY = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Whether an admin approved my profile, and so whether clients can find me. */
export function ApprovalPanel({ settings }: { settings: ConsultantSettings }) {
  const text = consultationText.settings;
  const status = settings.approval_status;
  return (
    <SectionPanel
      title={text.approval}
      actions={
        <Stack direction="row" spacing={1}>
          <Chip color={SEVERITY[status]} label={CONSULTANT_APPROVAL_LABELS[status]} />
          <Chip variant="outlined" label={settings.is_published ? text.published : text.notPublished} />
        </Stack>
      }
      hint={settings.updated_at ? text.updatedAt(formatJalaliDateTime(settings.updated_at)) : undefined}
    >
      <Alert severity={SEVERITY[status]}>
        {text.approvalHint[status]}
        {status === 'rejected' && settings.rejection_reason && (
          <>
            <br />
            {text.rejectionReason(settings.rejection_reason)}
          </>
        )}
      </Alert>
    </SectionPanel>
  );
}
