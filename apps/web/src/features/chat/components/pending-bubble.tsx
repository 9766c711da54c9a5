import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { chatText } from '@/locales/fa/chat';
import type { PendingMessage } from '../state/chat-state';

/** A message of mine the server has not stored yet: my bubble, outlined, with a clock until it is sent. */
export function PendingBubble({ message }: { message: PendingMessage }) {
  return (
    <Box
      component="li"
      aria-label={chatText.pending.label}
      data-pending="true"
      sx={{ alignSelf: 'flex-start', maxWidth: { xs: '88%', sm: '70%' }, listStyle: 'none' }}
    >
      <Box
        sx={{
          px: 1.75,
          py: 1,
          borderRadius: 3,
          borderBottomLeftRadius: 4,
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: '1px dashed',
          borderColor: 'primary.main',
        }}
      >
        {message.attachment?.previewUrl && (
          <Box
            component="img"
            src={message.attachment.previewUrl}
            alt={chatText.attachment.image(message.attachment.name)}
            sx={{
              width: 220,
              maxWidth: '100%',
              height: 160,
              objectFit: 'cover',
              borderRadius: 2,
              display: 'block',
            }}
          />
        )}
        {message.attachment && !message.attachment.previewUrl && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <AttachFileOutlined sx={{ fontSize: 18 }} />
            <Typography variant="body2" dir="auto">
              {message.attachment.name}
            </Typography>
          </Stack>
        )}
        {!message.attachment && (
          <Typography
            variant="body1"
            dir="auto"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }}
          >
            {message.content}
          </Typography>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'text.secondary', px: 0.5, mt: 0.25 }}
      >
        <ScheduleOutlined sx={{ fontSize: 16 }} />
        <Typography variant="caption">{chatText.pending.waiting}</Typography>
      </Stack>
    </Box>
  );
}
