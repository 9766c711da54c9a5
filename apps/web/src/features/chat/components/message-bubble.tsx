import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@vakilyar/contract';
import { colors } from '@/app/theme/tokens';
import { chatText } from '@/locales/fa/chat';
import { formatClock } from '../format/relative-time';
import { Citations } from './citations';
import { MessageAttachment } from './message-attachment';

export type Receipt = 'sent' | 'read';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** For my messages in a consultant chat: whether the other side has read it. */
  receipt?: Receipt;
}

/** A system message: centred, small, without a bubble. */
function SystemLine({ message }: { message: ChatMessage }) {
  return (
    <Typography
      component="li"
      variant="caption"
      color="text.secondary"
      sx={{
        alignSelf: 'center',
        textAlign: 'center',
        bgcolor: 'action.hover',
        borderRadius: 4,
        px: 1.5,
        py: 0.5,
        maxWidth: '90%',
      }}
    >
      {message.content}
    </Typography>
  );
}

function ReceiptMark({ receipt }: { receipt: Receipt }) {
  const Icon = receipt === 'read' ? DoneAllOutlined : DoneOutlined;
  const label = receipt === 'read' ? chatText.room.read : chatText.room.sent;
  return <Icon titleAccess={label} sx={{ fontSize: 16 }} />;
}

/**
 * One message, right to left: mine on the right in the brand colour, the other side's on the left,
 * the assistant's answers in their own colour with the sources they quote; system messages centred.
 */
export function MessageBubble({ message, mine, receipt }: MessageBubbleProps) {
  if (message.is_system) return <SystemLine message={message} />;
  const ai = message.is_ai;
  // Written for the left-to-right source that stylis flips: `Left` here is the right side on screen.
  const tail = mine ? { borderBottomLeftRadius: 4 } : { borderBottomRightRadius: 4 };

  return (
    <Box
      component="li"
      aria-label={ai ? chatText.room.aiLabel : undefined}
      sx={{
        alignSelf: mine ? 'flex-start' : 'flex-end',
        maxWidth: { xs: '88%', sm: ai ? '80%' : '70%' },
        listStyle: 'none',
      }}
    >
      <Box
        sx={{
          px: 1.75,
          py: 1,
          borderRadius: 3,
          ...tail,
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
            : ai
              ? { bgcolor: colors.sand.light, border: 1, borderColor: colors.sand.border }
              : { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
        }}
      >
        {ai && (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'secondary.dark', mb: 0.5 }}
          >
            <SmartToyOutlined sx={{ fontSize: 18 }} />
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {chatText.room.aiAssistant}
            </Typography>
          </Stack>
        )}
        {message.attachment && message.message_type !== 'text' && <MessageAttachment message={message} />}
        {!(message.attachment && message.message_type !== 'text') && (
          <Typography
            variant="body1"
            dir="auto"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
          >
            {message.content}
          </Typography>
        )}
        {ai && message.citations.length > 0 && <Citations citations={message.citations} />}
      </Box>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          alignItems: 'center',
          justifyContent: mine ? 'flex-start' : 'flex-end',
          color: receipt === 'read' ? 'primary.main' : 'text.secondary',
          px: 0.5,
          mt: 0.25,
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {formatClock(message.created_at)}
        </Typography>
        {receipt && <ReceiptMark receipt={receipt} />}
      </Stack>
    </Box>
  );
}
