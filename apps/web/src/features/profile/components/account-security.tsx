import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useLogout } from '@/features/auth/api/logout';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { profileText } from '@/locales/fa/profile';
import { useDeactivateAllDevices } from '../api/deactivate-all-devices';
import { DeleteAccountDialog } from './delete-account-dialog';

function SecurityAction({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography color="text.secondary">{hint}</Typography>
      {children}
    </Stack>
  );
}

/** Log out here, log out everywhere (after a confirmation), delete the account (after a confirmation). */
export function AccountSecurity({ hasPassword }: { hasPassword: boolean }) {
  const text = profileText.security;
  const logout = useLogout();
  const deactivateAll = useDeactivateAllDevices();
  const [deleting, setDeleting] = useState(false);
  const [leavingAll, setLeavingAll] = useState(false);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {text.heading}
          </Typography>
          <SecurityAction hint={text.logoutHint}>
            <Button variant="outlined" loading={logout.isPending} onClick={() => logout.mutate()}>
              {text.logout}
            </Button>
          </SecurityAction>
          <Divider />
          <SecurityAction hint={text.deactivateAllHint}>
            <Button variant="outlined" color="warning" onClick={() => setLeavingAll(true)}>
              {text.deactivateAll}
            </Button>
          </SecurityAction>
          <Divider />
          <SecurityAction hint={text.deleteHint}>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {text.deleteAccount}
            </Button>
          </SecurityAction>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={leavingAll}
        title={text.deactivateAll}
        body={text.deactivateAllConfirm}
        confirmLabel={text.deactivateAllConfirmAction}
        onConfirm={() => deactivateAll.mutateAsync()}
        onClose={() => setLeavingAll(false)}
      />
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} hasPassword={hasPassword} />
    </Card>
  );
}
