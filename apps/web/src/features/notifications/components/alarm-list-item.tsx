import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Alarm, type AlarmKind, toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { alarmsText } from '@/locales/fa/alarms';
import { relativeJalaliTime } from '../lib/relative-time';

const ICONS: Record<AlarmKind, ReactNode> = {
  reminder: <AlarmOutlined fontSize="small" />,
  court_notice: <GavelOutlined fontSize="small" />,
  chat: <ChatBubbleOutline fontSize="small" />,
  consultation: <SupportAgentOutlined fontSize="small" />,
  system: <InfoOutlined fontSize="small" />,
};

interface AlarmListItemProps {
  alarm: Alarm;
  divider: boolean;
  /** Following the link: the bell marks it seen and closes its list. */
  onOpen: () => void;
}

/** One alarm: its kind's icon, title, body, how long ago; unseen ones stand out. A link when it has one. */
export function AlarmListItem({ alarm, divider, onOpen }: AlarmListItemProps) {
  const unseen = !alarm.seen_at;
  const linkProps = alarm.link ? { component: Link, to: alarm.link, onClick: onOpen } : { component: 'div' };
  return (
    <li>
      <ListItemButton
        {...linkProps}
        divider={divider}
        sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unseen ? 'action.hover' : undefined }}
      >
        <Box
          sx={{
            mt: 0.25,
            color: unseen ? 'primary.main' : 'text.secondary',
            display: 'flex',
          }}
          title={alarmsText.kinds[alarm.kind]}
        >
          {ICONS[alarm.kind]}
        </Box>
        <Stack spacing={0.25} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: unseen ? 700 : 500, overflowWrap: 'anywhere' }}>
            {toPersianDigits(alarm.title)}
          </Typography>
          {alarm.body && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {toPersianDigits(alarm.body)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {relativeJalaliTime(alarm.created_at)}
            {unseen && `، ${alarmsText.unseen}`}
          </Typography>
        </Stack>
        {unseen && (
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          />
        )}
      </ListItemButton>
    </li>
  );
}
