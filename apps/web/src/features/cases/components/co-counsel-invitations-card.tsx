import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { type InvitationAnswer, InvitationCard } from '@/components/invitation-card';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { casesText } from '@/locales/fa/cases';
import {
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
  // Awaited here, not in the mutation's callbacks: the answered card leaves the list (and unmounts) first.
  const respond = async (choice: InvitationAnswer) => {
    const result = await answer.mutateAsync({ pid: invitation.pid, answer: choice }).catch(() => null);
    if (!result) return;
    notifySuccess(result.message);
    if (choice === 'accept') await navigate(`/cases/${invitation.case.pid}`);
  };
  return (
    <InvitationCard
      icon={<HandshakeOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />}
      title={text.title(invitation.case.title)}
      body={text.body(lawyer, invitation.office.name)}
      until={text.until(formatJalaliDate(invitation.expires_at))}
      labels={text}
      busy={answer.isPending ? answer.variables?.answer : undefined}
      onAnswer={respond}
    />
  );
}
