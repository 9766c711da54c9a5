import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminUserDetail, ROLE_LABELS, ROLES, type Role } from '@vakilyar/contract';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { adminUsersText } from '@/locales/fa/admin-users';
import { useChangeUser } from '../api/change-user';

const text = adminUsersText.roles;
const labels = (roles: Role[]) => roles.map((role) => ROLE_LABELS[role]).join('، ');

interface RolesEditorProps {
  user: AdminUserDetail;
  /** The admin looking at their own account may not drop their admin role. */
  isSelf: boolean;
}

/** The user's roles as chips to switch on and off, saved together after a question. */
export function RolesEditor({ user, isSelf }: RolesEditorProps) {
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeUser();

  // The server's answer (or another admin's change) is the new starting point.
  useEffect(() => setRoles(user.roles), [user.roles]);

  const granted = roles.filter((role) => !user.roles.includes(role));
  const removed = user.roles.filter((role) => !roles.includes(role));
  const changed = granted.length + removed.length > 0;

  const toggle = (role: Role) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));

  const handleConfirm = async () => {
    try {
      await change.mutateAsync({
        action: 'roles',
        pid: user.pid,
        roles: ROLES.filter((r) => roles.includes(r)),
      });
    } catch {
      // The API client toasted why; the chips stay as chosen.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SectionPanel title={text.heading} hint={text.hint}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={text.chipsLabel}
      >
        {ROLES.map((role) => {
          const selected = roles.includes(role);
          const locked = isSelf && role === 'admin';
          return (
            <Chip
              key={role}
              label={ROLE_LABELS[role]}
              icon={selected ? <Check /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => toggle(role)}
              disabled={locked}
              aria-pressed={selected}
            />
          );
        })}
      </Stack>
      {isSelf && (
        <Typography variant="caption" color="text.secondary">
          {text.ownAdmin}
        </Typography>
      )}
      {roles.length === 0 && (
        <Typography variant="body2" color="error">
          {text.atLeastOne}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!changed || roles.length === 0}
          onClick={() => setConfirming(true)}
        >
          {text.save}
        </Button>
        {changed && <Button onClick={() => setRoles(user.roles)}>{text.reset}</Button>}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
        pending={change.isPending}
      >
        {granted.length > 0 && <DialogContentText>{text.granted(labels(granted))}</DialogContentText>}
        {removed.length > 0 && <DialogContentText>{text.removed(labels(removed))}</DialogContentText>}
        <DialogContentText>{text.confirmBody}</DialogContentText>
      </ConfirmDialog>
    </SectionPanel>
  );
}
