import MailOutlined from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { secretariesText } from '@/locales/fa/secretaries';
import {
  type Invitation,
  type InvitationAnswer,
  useAnswerInvitation,
  useReceivedInvitations,
} from '../api/invitations';

/** On the dashboard: offices that asked the signed-in person to be their secretary; nothing when none. */
export function SecretaryInvitationsCard() {
  const invitations = useReceivedInvitations();
  const results = invitations.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={2}
      aria-label={secretariesText.invitation.listLabel}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {results.map((invitation) => (
        <li key={invitation.pid}>
          <InvitationCard invitation={invitation} />
        </li>
      ))}
    </Stack>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const text = secretariesText.invitation;
  const lawyer = `${invitation.lawyer.first_name} ${invitation.lawyer.last_name}`;
  const respond = (choice: InvitationAnswer) =>
    answer.mutate(
      { pid: invitation.pid, answer: choice },
      { onSuccess: (result) => notifySuccess(result.message) },
    );
  const busy = answer.isPending ? answer.variables?.answer : undefined;

  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <MailOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {text.title(invitation.office.name)}
            </Typography>
            <Typography>{text.body(lawyer)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {text.until(formatJalaliDate(invitation.expires_at))}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          loading={busy === 'accept'}
          disabled={answer.isPending}
          onClick={() => respond('accept')}
        >
          {text.accept}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          loading={busy === 'decline'}
          disabled={answer.isPending}
          onClick={() => respond('decline')}
        >
          {text.decline}
        </Button>
      </CardActions>
    </Card>
  );
}
