import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { caseHubText } from '@/locales/fa/case-hub';
import type { CaseMessage } from '../api/case-thread';
import { fetchFile, saveBlob } from '../api/fetch-file';
import { formatFileSize } from '../components/file-size';

const text = caseHubText.thread;

/** Whose words these are, as the reader sees it: «شما», or the other side's name and side. */
function authorOf(message: CaseMessage): string {
  if (message.mine) return text.you;
  const name = message.author ? `${message.author.first_name} ${message.author.last_name}` : '';
  const side = message.from_client ? text.fromClient : text.fromOffice;
  return name ? `${name} (${side})` : side;
}

/** One message: the reader's own on the start side, the other side's on the end side. */
// The server's download address carries the API base the HTTP client adds itself.
export function ThreadBubble({ message }: { message: CaseMessage }) {
  const attachment = message.attachment;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: message.mine ? 'flex-start' : 'flex-end' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '90%', sm: '75%' },
          bgcolor: message.mine ? 'action.hover' : 'background.paper',
          borderColor: message.mine ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {`${authorOf(message)}، ${formatJalaliDateTime(message.created_at)}`}
        </Typography>
        {message.body && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
        )}
        {attachment && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AttachFileOutlined />}
            sx={{ mt: 1, maxWidth: '100%', justifyContent: 'flex-start', textTransform: 'none' }}
            onClick={async () => {
              const blob = await fetchFile(attachment.url.replace(/^\/api/, ''), 'attachment').catch(
                () => null,
              );
              if (blob) saveBlob(blob, attachment.name);
            }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {`${attachment.name} (${formatFileSize(attachment.size)})`}
            </Box>
          </Button>
        )}
      </Paper>
    </Box>
  );
}
