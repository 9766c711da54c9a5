import ErrorOutline from '@mui/icons-material/ErrorOutline';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { usePendingChatRequests } from '@/features/chat/api/list-pending-chat-requests';
import { EmptyState } from '@/features/payments/components/empty-state';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { consultationText } from '@/locales/fa/consultation';
import { useConsultantSettings } from '../api/consultant-settings';
import { usePendingConsultations } from '../api/list-pending-consultations';
import { ChatRequestCard } from '../components/chat-request-card';
import { ConsultationRequestCard } from '../components/consultation-request-card';

/** Loading, failure and empty states of one list of requests; the cards otherwise. */
function RequestList<T>({
  query,
  empty,
  icon,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  icon: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const text = consultationText.requests;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={text.loadFailed}
        action={<Button onClick={() => query.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState icon={icon} title={empty} body={text.emptyHint} />;
  return <Stack spacing={1.5}>{children(query.data)}</Stack>;
}

/** /consultant/requests: chat and consultation requests that wait for my answer, refreshed every few seconds. */
export function ConsultantRequestsPage() {
  const text = consultationText.requests;
  const chatRequests = usePendingChatRequests();
  const consultations = usePendingConsultations();
  const settings = useConsultantSettings();
  const defaultMinutes = settings.data?.default_time_limit_minutes ?? 30;

  return (
    <PageLayout
      title={text.title}
      actions={
        <Button component={Link} to={PATHS.consultations} variant="outlined">
          {text.allConsultations}
        </Button>
      }
    >
      <SectionPanel title={text.chatHeading} hint={text.chatHint}>
        <RequestList query={chatRequests} empty={text.emptyChat} icon={<ForumOutlined />}>
          {(items) =>
            items.map((chatRequest) => (
              <ChatRequestCard
                key={chatRequest.pid}
                chatRequest={chatRequest}
                defaultMinutes={defaultMinutes}
              />
            ))
          }
        </RequestList>
      </SectionPanel>
      <SectionPanel title={text.consultationHeading} hint={text.consultationHint}>
        <RequestList query={consultations} empty={text.emptyConsultation} icon={<EventNoteOutlined />}>
          {(items) =>
            items.map((consultation) => (
              <ConsultationRequestCard key={consultation.pid} consultation={consultation} />
            ))
          }
        </RequestList>
      </SectionPanel>
    </PageLayout>
  );
}
