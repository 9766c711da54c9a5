import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { secretariesText } from '@/locales/fa/secretaries';
import { type Invitation, useCancelInvitation, useSentInvitations } from '../api/invitations';

const nameOf = (invitation: Invitation) => `${invitation.invitee.first_name} ${invitation.invitee.last_name}`;

/** The lawyer's invitations not yet answered (expired ones marked), each of which can be cancelled. */
export function PendingInvitations() {
  const invitations = useSentInvitations();
  const cancel = useCancelInvitation();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const text = secretariesText.pending;
  const results = invitations.data?.results ?? [];
  if (results.length === 0) return null;

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {text.heading}
      </Typography>
      <Card variant="outlined">
        <List disablePadding aria-label={text.listLabel}>
          {results.map((invitation, index) => (
            <Fragment key={invitation.pid}>
              {index > 0 && <Divider component="li" />}
              <ListItem
                secondaryAction={
                  <Tooltip title={text.cancel}>
                    <IconButton
                      edge="end"
                      aria-label={`${text.cancel}: ${nameOf(invitation)}`}
                      onClick={() => setCancelling(invitation)}
                    >
                      <CancelScheduleSendOutlined />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={nameOf(invitation)}
                  secondary={`${toPersianDigits(invitation.invitee.mobile)}، ${text.until(formatJalaliDate(invitation.expires_at))}`}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={invitation.expired ? 'warning' : 'default'}
                  label={invitation.expired ? text.expired : text.waiting}
                  sx={{ mx: 1 }}
                />
              </ListItem>
            </Fragment>
          ))}
        </List>
      </Card>
      <ConfirmDialog
        open={cancelling !== null}
        title={text.cancelTitle}
        body={text.cancelBody(cancelling ? nameOf(cancelling) : '')}
        confirmLabel={text.cancelConfirm}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await cancel.mutateAsync(cancelling.pid);
          notifySuccess(text.cancelled);
        }}
      />
    </Stack>
  );
}
