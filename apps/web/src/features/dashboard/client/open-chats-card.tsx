import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { toPersianDigits } from '@vakilyar/contract';
import { useMySessions } from '@/features/chat/api/list-my-sessions';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';
import { personName } from '../person-name';

const text = dashboardText.openChats;

/** The client's chats still open, with the messages she has not read. */
export function OpenChatsCard() {
  const sessions = useMySessions(1);
  const open = (sessions.data?.results ?? []).filter((session) => session.status === 'active');
  return (
    <WorkCard
      title={text.title}
      Icon={ForumOutlined}
      to={PATHS.chats}
      count={sessions.data ? open.length : undefined}
      isPending={sessions.isPending}
      isError={sessions.isError}
      isEmpty={open.length === 0}
      empty={text.empty}
      rows={2}
    >
      <List dense disablePadding>
        {open.map((session) => (
          <WorkRow
            key={session.pid}
            to={`${PATHS.chats}/${session.pid}`}
            primary={session.title}
            secondary={session.consultant ? text.with(personName(session.consultant)) : undefined}
            end={
              session.unread_count > 0 && (
                <Chip
                  size="small"
                  color="primary"
                  label={text.unread(toPersianDigits(String(session.unread_count)))}
                />
              )
            }
          />
        ))}
      </List>
    </WorkCard>
  );
}
