import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { NoticeAttachment } from '@vakilyar/contract';
import { useEffect, useMemo, useState } from 'react';
import { fetchFile, saveBlob } from '@/features/cases/api/fetch-file';
import {
  canPreview,
  DocumentPreviewDialog,
  type PreviewTarget,
} from '@/features/cases/components/document-preview-dialog';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { FileLabel } from './file-label';

/** The attachment's authorized address, relative to the API base like every call. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

const previewOf = (attachment: NoticeAttachment): PreviewTarget => ({
  name: attachment.name,
  mime_type: attachment.mime_type,
  downloadPath: apiPath(attachment.url),
});

function Thumbnail({ attachment, onOpen }: { attachment: NoticeAttachment; onOpen: () => void }) {
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
      onClick={onOpen}
      aria-label={courtNoticesText.attachments.preview(attachment.name)}
      aria-busy={!url}
      sx={{ width: '100%', height: 180, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={attachment.name}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
      )}
    </ButtonBase>
  );
}

/** A notice's photos as previews and its files with their size; each opens in place or downloads. */
export function NoticeAttachments({ attachments }: { attachments: readonly NoticeAttachment[] }) {
  const [previewed, setPreviewed] = useState<PreviewTarget | null>(null);
  const text = courtNoticesText.attachments;

  const download = async (attachment: NoticeAttachment) => {
    const blob = await fetchFile(apiPath(attachment.url), 'attachment').catch(() => null);
    if (blob) saveBlob(blob, attachment.name);
  };

  if (attachments.length === 0) {
    return <Typography color="text.secondary">{courtNoticesText.fields.noAttachments}</Typography>;
  }

  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
          gap: 1.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {attachments.map((attachment) => {
          const image = attachment.mime_type.startsWith('image/');
          return (
            <Stack
              component="li"
              key={attachment.pid}
              spacing={1}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1, minWidth: 0 }}
            >
              {image ? (
                <Thumbnail attachment={attachment} onOpen={() => setPreviewed(previewOf(attachment))} />
              ) : (
                <ButtonBase
                  onClick={() =>
                    canPreview(attachment.mime_type)
                      ? setPreviewed(previewOf(attachment))
                      : void download(attachment)
                  }
                  aria-label={text.preview(attachment.name)}
                  sx={{ height: 180, borderRadius: 1, bgcolor: 'grey.100' }}
                >
                  {attachment.mime_type === 'application/pdf' ? (
                    <PictureAsPdfOutlined color="error" sx={{ fontSize: 56 }} />
                  ) : (
                    <InsertDriveFileOutlined color="action" sx={{ fontSize: 56 }} />
                  )}
                </ButtonBase>
              )}
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <FileLabel name={attachment.name} size={attachment.size} />
                <Tooltip title={text.download(attachment.name)}>
                  <IconButton
                    size="small"
                    aria-label={text.download(attachment.name)}
                    onClick={() => void download(attachment)}
                  >
                    <Download fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Stack>
          );
        })}
      </Box>
      {previewed && <DocumentPreviewDialog target={previewed} onClose={() => setPreviewed(null)} />}
    </>
  );
}
