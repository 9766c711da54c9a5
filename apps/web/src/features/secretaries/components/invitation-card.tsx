import MailOutlined from '@mui/icons-material/MailOutlined';
import Stack from '@mui/material/Stack';
import { type InvitationAnswer, InvitationCard } from '@/components/invitation-card';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { secretariesText } from '@/locales/fa/secretaries';
import { type Invitation, useAnswerInvitation, useReceivedInvitations } from '../api/invitations';

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
          <SecretaryInvitationCard invitation={invitation} />
        </li>
      ))}
    </Stack>
  );
}

function SecretaryInvitationCard({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const text = secretariesText.invitation;
  const lawyer = `${invitation.lawyer.first_name} ${invitation.lawyer.last_name}`;
  return (
    <InvitationCard
      icon={<MailOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />}
      title={text.title(invitation.office.name)}
      body={text.body(lawyer)}
      until={text.until(formatJalaliDate(invitation.expires_at))}
      labels={text}
      busy={answer.isPending ? answer.variables?.answer : undefined}
      onAnswer={async (choice: InvitationAnswer) => {
        // Awaited here, not in the mutation's callbacks: the answered card leaves the list first.
        const result = await answer.mutateAsync({ pid: invitation.pid, answer: choice }).catch(() => null);
        if (result) notifySuccess(result.message);
      }}
    />
  );
}
