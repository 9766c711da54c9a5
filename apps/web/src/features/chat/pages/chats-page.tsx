import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { permissionsOf } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { useProfile } from '@/features/profile/api/get-profile';
import { PATHS } from '@/lib/route-paths';
import { chatText } from '@/locales/fa/chat';
import { commonText } from '@/locales/fa/common';
import { SESSIONS_PAGE_SIZE, useMySessions } from '../api/list-my-sessions';
import { SessionListItem } from '../components/session-list-item';
import { WaitingRequests } from '../components/waiting-requests';

/** /chats: my sessions, newest activity first, with unread badges; a client also sees requests still waiting. */
export function ChatsPage() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const sessions = useMySessions(page, unreadOnly);
  const { data: profile } = useProfile();
  const canRequest = permissionsOf(profile?.roles ?? []).has('consultation.request');
  const text = chatText.sessions;

  return (
    <PageLayout
      title={text.title}
      actions={
        canRequest && (
          <Button component={Link} to={PATHS.ai} variant="outlined">
            {text.askAi}
          </Button>
        )
      }
    >
      {canRequest && <WaitingRequests />}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={text.filterLabel}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_event, value: string | null) => {
          if (!value) return;
          setUnreadOnly(value === 'unread');
          setPage(1);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="all">{text.filterAll}</ToggleButton>
        <ToggleButton value="unread">{text.filterUnread}</ToggleButton>
      </ToggleButtonGroup>
      {sessions.isPending && <PageLoader />}
      {sessions.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={text.loadFailed}
          action={<Button onClick={() => sessions.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {unreadOnly && sessions.data?.count === 0 && (
        <Card variant="outlined">
          <EmptyState icon={<ForumOutlined />} title={text.noUnreadTitle} body={text.noUnreadBody} />
        </Card>
      )}
      {!unreadOnly && sessions.data?.count === 0 && (
        <Card variant="outlined">
          <EmptyState
            icon={<ForumOutlined />}
            title={text.emptyTitle}
            body={canRequest ? text.emptyClientBody : text.emptyConsultantBody}
            action={
              canRequest && (
                <Stack direction="row" spacing={1}>
                  <Button component={Link} to={PATHS.consultants} variant="contained">
                    {text.findConsultant}
                  </Button>
                  <Button component={Link} to={PATHS.ai}>
                    {text.askAi}
                  </Button>
                </Stack>
              )
            }
          />
        </Card>
      )}
      {sessions.data && sessions.data.count > 0 && (
        <Card variant="outlined">
          {sessions.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <List aria-label={text.listLabel} disablePadding>
            {sessions.data.results.map((session, index) => (
              <Stack key={session.pid} component="li">
                {index > 0 && <Divider component="div" />}
                <SessionListItem session={session} />
              </Stack>
            ))}
          </List>
        </Card>
      )}
      {sessions.data && (
        <ListPagination
          count={sessions.data.count}
          page={page}
          pageSize={SESSIONS_PAGE_SIZE}
          onChange={setPage}
        />
      )}
    </PageLayout>
  );
}
