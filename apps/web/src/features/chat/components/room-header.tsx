import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatSession } from '@vakilyar/contract';
import { Link } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { chatText } from '@/locales/fa/chat';
import { counterpartName, sessionHeading, sessionSubheading } from '../format/session-labels';
import { TimeLeft } from './time-left';

interface RoomHeaderProps {
  session: ChatSession;
  onEnd: () => void;
}

/** Who is on the other side (or the AI chat's title), the time left or the end, and «پایان گفتگو». */
export function RoomHeader({ session, onEnd }: RoomHeaderProps) {
  const active = session.status === 'active';

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton component={Link} to={PATHS.chats} aria-label={chatText.room.backToList} size="small">
        <ArrowForwardRounded />
      </IconButton>
      <Avatar
        sx={{ bgcolor: session.kind === 'ai' ? 'secondary.main' : 'primary.main', width: 40, height: 40 }}
      >
        {session.kind === 'ai' ? <SmartToyOutlined /> : counterpartName(session).at(0)}
      </Avatar>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {sessionHeading(session)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {sessionSubheading(session)}
        </Typography>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, flexShrink: 0 }}
      >
        {active ? <TimeLeft endsAt={session.ends_at} /> : <Chip size="small" label={session.status_label} />}
        {active && (
          <Button size="small" color="error" variant="outlined" onClick={onEnd} sx={{ whiteSpace: 'nowrap' }}>
            {chatText.room.endSession}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
