import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { casesText } from '@/locales/fa/cases';
import {
  type CoCounselAnswer,
  type CoCounselInvitation,
  useAnswerCoCounselInvitation,
  useCoCounselInvitations,
} from '../api/co-counsel-invitations';

/** On a lawyer's dashboard: cases other offices asked them to work on; nothing when none. */
export function CoCounselInvitationsCard({ isLawyer }: { isLawyer: boolean }) {
  const invitations = useCoCounselInvitations(isLawyer);
  const results = invitations.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={2}
      aria-label={casesText.coCounselInvitation.listLabel}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {results.map((invitation) => (
        <li key={invitation.pid}>
          <CoCounselInvitationCard invitation={invitation} />
        </li>
      ))}
    </Stack>
  );
}

function CoCounselInvitationCard({ invitation }: { invitation: CoCounselInvitation }) {
  const answer = useAnswerCoCounselInvitation();
  const navigate = useNavigate();
  const text = casesText.coCounselInvitation;
  const lawyer = `${invitation.lawyer.first_name} ${invitation.lawyer.last_name}`;
  const respond = (choice: CoCounselAnswer) =>
    answer.mutate(
      { pid: invitation.pid, answer: choice },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          if (choice === 'accept') void navigate(`/cases/${invitation.case.pid}`);
        },
      },
    );
  const busy = answer.isPending ? answer.variables?.answer : undefined;

  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <HandshakeOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {text.title(invitation.case.title)}
            </Typography>
            <Typography>{text.body(lawyer, invitation.office.name)}</Typography>
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
