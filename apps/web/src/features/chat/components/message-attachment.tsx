import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@vakilyar/contract';
import { useEffect, useMemo } from 'react';
import { fetchFile, saveBlob } from '@/features/cases/api/fetch-file';
import { formatFileSize } from '@/features/cases/components/file-size';
import { chatText } from '@/locales/fa/chat';

type Attachment = NonNullable<ChatMessage['attachment']>;

/** The client's paths are relative to /api; the server answers the full path. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

const download = async (attachment: Attachment) =>
  saveBlob(await fetchFile(apiPath(attachment.url), 'attachment'), attachment.name);

/** An image message: its thumbnail (fetched with the token), a click saves the file. */
function ImageThumbnail({ attachment }: { attachment: Attachment }) {
  const file = useQuery({
    queryKey: ['file', apiPath(attachment.url)],
    queryFn: ({ signal }) => fetchFile(apiPath(attachment.url), 'inline', signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <ButtonBase
      onClick={() => void download(attachment)}
      aria-label={chatText.attachment.download(attachment.name)}
      aria-busy={!url}
      sx={{
        display: 'block',
        width: 220,
        maxWidth: '100%',
        height: 160,
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={chatText.attachment.image(attachment.name)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
      )}
    </ButtonBase>
  );
}

/** A file message: a card with the file's name and size; a click saves it. */
function FileCard({ attachment }: { attachment: Attachment }) {
  return (
    <ButtonBase
      onClick={() => void download(attachment)}
      aria-label={chatText.attachment.download(attachment.name)}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        textAlign: 'start',
        maxWidth: 260,
      }}
    >
      <InsertDriveFileOutlined color="primary" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" dir="auto" noWrap sx={{ fontWeight: 500 }}>
          {attachment.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(attachment.size)}
        </Typography>
      </Box>
      <Download fontSize="small" color="action" />
    </ButtonBase>
  );
}

/** What an image or file message shows in its bubble. */
export function MessageAttachment({ message }: { message: ChatMessage }) {
  if (!message.attachment) return null;
  return message.message_type === 'image' ? (
    <ImageThumbnail attachment={message.attachment} />
  ) : (
    <FileCard attachment={message.attachment} />
  );
}
