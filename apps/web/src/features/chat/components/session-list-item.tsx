import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatSession } from '@vakilyar/contract';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { chatText } from '@/locales/fa/chat';
import { formatRelativeJalali } from '../format/relative-time';
import { counterpartName, sessionHeading, sessionSubheading } from '../format/session-labels';

function preview(session: ChatSession): string {
  const last = session.last_message;
  if (!last) return chatText.sessions.noMessages;
  const content =
    last.message_type === 'image' || last.message_type === 'file'
      ? chatText.sessions.attachment
      : last.content;
  const firstLine = content.split('\n')[0] ?? '';
  return last.sender_name ? chatText.sessions.lastMessageBy(last.sender_name, firstLine) : firstLine;
}

/** A session in my list: who, the last message, when, and how many messages wait for me. */
export function SessionListItem({ session }: { session: ChatSession }) {
  const unread = session.unread_count;
  const when = session.last_message?.created_at ?? session.started_at;
  const active = session.status === 'active';

  return (
    <ListItemButton
      component={Link}
      to={`${PATHS.chats}/${session.pid}`}
      sx={{ gap: 1.5, py: 1.5, alignItems: 'flex-start' }}
    >
      <Badge
        color="success"
        variant="dot"
        overlap="circular"
        invisible={!active}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar sx={{ bgcolor: session.kind === 'ai' ? 'secondary.main' : 'primary.main' }}>
          {session.kind === 'ai' ? <SmartToyOutlined /> : counterpartName(session).at(0)}
        </Avatar>
      </Badge>
      <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography noWrap sx={{ fontWeight: unread > 0 ? 700 : 500, flex: 1, minWidth: 0 }}>
            {sessionHeading(session)}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatRelativeJalali(when)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {preview(session)}
          </Typography>
          {unread > 0 && (
            <Chip
              size="small"
              color="primary"
              label={formatNumber(unread)}
              role="img"
              aria-label={chatText.sessions.unread(formatNumber(unread))}
              sx={{ height: 22, minWidth: 22, fontWeight: 700 }}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {sessionSubheading(session)}
          </Typography>
          {!active && (
            <Chip size="small" variant="outlined" label={session.status_label} sx={{ height: 20 }} />
          )}
        </Stack>
      </Stack>
    </ListItemButton>
  );
}
