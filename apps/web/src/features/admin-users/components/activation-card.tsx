import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@vakilyar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminUsersText } from '@/locales/fa/admin-users';
import { useChangeUser } from '../api/change-user';
import { fullNameOf } from './user-list';

const text = adminUsersText.activation;

interface ActivationCardProps {
  user: AdminUserDetail;
  isSelf: boolean;
}

/** Whether the account may sign in; deactivate (signs every device out) or activate, after a question. */
export function ActivationCard({ user, isSelf }: ActivationCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const change = useChangeUser();
  const name = fullNameOf(user);

  const close = () => {
    setConfirming(false);
    setReason('');
  };

  const handleConfirm = async () => {
    try {
      await change.mutateAsync(
        user.is_active
          ? { action: 'deactivate', pid: user.pid, reason: reason.trim() || undefined }
          : { action: 'activate', pid: user.pid },
      );
    } catch {
      // The API client toasted why.
    } finally {
      close();
    }
  };

  return (
    <SectionPanel title={text.heading}>
      {user.is_active ? (
        <Alert severity="success">{text.active}</Alert>
      ) : (
        <Alert severity="error">
          {text.inactive(formatJalaliDateTime(user.deactivated_at ?? ''))}
          {user.deactivation_reason && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {text.reason(user.deactivation_reason)}
            </Typography>
          )}
        </Alert>
      )}
      {isSelf ? (
        <Typography variant="body2" color="text.secondary">
          {text.self}
        </Typography>
      ) : (
        <Button
          variant={user.is_active ? 'outlined' : 'contained'}
          color={user.is_active ? 'error' : 'primary'}
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {user.is_active ? text.deactivate : text.activate}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={user.is_active ? text.deactivateTitle : text.activateTitle}
        confirmLabel={user.is_active ? text.deactivateConfirm : text.activateConfirm}
        color={user.is_active ? 'error' : 'primary'}
        onConfirm={handleConfirm}
        onClose={close}
        pending={change.isPending}
      >
        <DialogContentText>
          {user.is_active ? text.deactivateBody(name) : text.activateBody(name)}
        </DialogContentText>
        {user.is_active && (
          <TextField
            label={text.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        )}
      </ConfirmDialog>
    </SectionPanel>
  );
}
