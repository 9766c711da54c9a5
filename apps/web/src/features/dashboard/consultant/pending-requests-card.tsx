import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import List from '@mui/material/List';
import { usePendingChatRequests } from '@/features/chat/api/list-pending-chat-requests';
import { usePendingConsultations } from '@/features/consultation/api/list-pending-consultations';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';
import { personName } from '../person-name';
import { useNow } from '../use-now';
import { ReplyCountdown } from './reply-countdown';

const text = dashboardText.requests;

interface Waiting {
  pid: string;
  kind: string;
  title: string;
  from: string;
  expiresAt: string;
}

/** Chat and consultation requests waiting for the consultant's answer, the one expiring first on top. */
export function PendingRequestsCard() {
  const chats = usePendingChatRequests();
  const consultations = usePendingConsultations();
  const now = useNow();
  const waiting: Waiting[] = [
    ...(chats.data ?? []).map((request) => ({
      pid: request.pid,
      kind: text.chat,
      title: request.title,
      from: personName(request.client),
      expiresAt: request.expires_at,
    })),
    ...(consultations.data ?? []).flatMap((consultation) =>
      consultation.expires_at
        ? [
            {
              pid: consultation.pid,
              kind: text.consultation,
              title: consultation.subject,
              from: personName(consultation.client),
              expiresAt: consultation.expires_at,
            },
          ]
        : [],
    ),
  ]
    .filter((request) => new Date(request.expiresAt) > now)
    .sort((first, second) => first.expiresAt.localeCompare(second.expiresAt));

  return (
    <WorkCard
      title={text.title}
      Icon={MoveToInboxOutlined}
      to={PATHS.consultantRequests}
      count={chats.data && consultations.data ? waiting.length : undefined}
      isPending={chats.isPending || consultations.isPending}
      isError={chats.isError || consultations.isError}
      isEmpty={waiting.length === 0}
      empty={text.empty}
    >
      <List dense disablePadding>
        {waiting.map((request) => (
          <WorkRow
            key={request.pid}
            to={PATHS.consultantRequests}
            primary={request.title}
            secondary={`${request.kind}، ${text.from(request.from)}`}
            end={<ReplyCountdown expiresAt={request.expiresAt} now={now} />}
          />
        ))}
      </List>
    </WorkCard>
  );
}
