import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Download from '@mui/icons-material/Download';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Document } from '@vakilyar/contract';
import { Fragment, useState } from 'react';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { caseHubText } from '@/locales/fa/case-hub';
import { casesText } from '@/locales/fa/cases';
import { fetchFile, saveBlob } from '../api/fetch-file';
import { canPreview, DocumentPreviewDialog, type PreviewTarget } from './document-preview-dialog';
import { formatFileSize } from './file-size';

function FileIcon({ document }: { document: Document }) {
  if (document.mime_type === 'application/pdf') return <PictureAsPdfOutlined color="error" />;
  if (document.file_type === 'image') return <ImageOutlined color="primary" />;
  if (document.file_type === 'video') return <MovieOutlined color="secondary" />;
  return <DescriptionOutlined color="primary" />;
}

/** Who a document may be shown to besides the office: the case's clients, its co-counsel. */
export type ShareAudience = 'client' | 'co_counsel';

const sharedWith = (document: Document, audience: ShareAudience) =>
  audience === 'client' ? document.visible_to_client : document.shared_with_co_counsel;

interface DocumentListProps {
  documents: readonly Document[];
  /** Where each file is downloaded from (staff and client portals differ). */
  downloadPath: (document: Document) => string;
  /** The share switches to show, one per audience (none without `onShare`). */
  shareWith?: readonly ShareAudience[];
  onShare?: (document: Document, audience: ShareAudience, shared: boolean) => Promise<unknown>;
  /** With it, the delete button shows (the caller asks first). */
  onDelete?: (document: Document) => void;
}

/** A case's files: type, name, size, who uploaded it and when; preview, download, share, delete. */
export function DocumentList({
  documents,
  downloadPath,
  shareWith = [],
  onShare,
  onDelete,
}: DocumentListProps) {
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const text = casesText.documents;

  const handleDownload = async (document: Document) => {
    const blob = await fetchFile(downloadPath(document), 'attachment').catch(() => null);
    if (blob) saveBlob(blob, document.name);
  };

  return (
    <>
      <Card variant="outlined">
        <List disablePadding aria-label={text.heading}>
          {documents.map((document, index) => {
            const uploader = document.uploaded_by
              ? `${document.uploaded_by.first_name} ${document.uploaded_by.last_name}`
              : '';
            return (
              <Fragment key={document.pid}>
                {index > 0 && <Divider component="li" />}
                <Stack
                  component="li"
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ p: 2, alignItems: { sm: 'center' } }}
                >
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ alignItems: 'center', minWidth: 0, flexGrow: 1 }}
                  >
                    <FileIcon document={document} />
                    <Stack sx={{ minWidth: 0 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {document.title || document.name}
                        </Typography>
                        {document.from_client && (
                          <Chip
                            size="small"
                            color="primary"
                            variant="outlined"
                            label={caseHubText.documents.fromClient}
                          />
                        )}
                      </Stack>
                      <Typography variant="caption" color="text.secondary">
                        {formatFileSize(document.size)}،{' '}
                        {text.uploadedBy(uploader, formatJalaliDateTime(document.created_at))}
                      </Typography>
                    </Stack>
                  </Stack>
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0, flexWrap: 'wrap' }}
                  >
                    {onShare &&
                      shareWith.map((audience) => (
                        <FormControlLabel
                          key={audience}
                          label={text.shareLabel[audience]}
                          slotProps={{ typography: { variant: 'body2' } }}
                          control={
                            <Switch
                              size="small"
                              checked={sharedWith(document, audience)}
                              disabled={busy === document.pid}
                              onChange={async (_event, checked) => {
                                setBusy(document.pid);
                                await onShare(document, audience, checked).catch(() => undefined);
                                setBusy(null);
                              }}
                            />
                          }
                        />
                      ))}
                    {canPreview(document.mime_type) && (
                      <Tooltip title={text.preview}>
                        <IconButton
                          aria-label={`${text.preview} ${document.name}`}
                          onClick={() =>
                            setPreview({
                              name: document.name,
                              mime_type: document.mime_type,
                              downloadPath: downloadPath(document),
                            })
                          }
                        >
                          <VisibilityOutlined />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={text.download}>
                      <IconButton
                        aria-label={`${text.download} ${document.name}`}
                        onClick={() => handleDownload(document)}
                      >
                        <Download />
                      </IconButton>
                    </Tooltip>
                    {onDelete && (
                      <Tooltip title={text.deleteTitle}>
                        <IconButton
                          color="error"
                          aria-label={`${text.deleteTitle} ${document.name}`}
                          onClick={() => onDelete(document)}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                </Stack>
              </Fragment>
            );
          })}
        </List>
      </Card>
      {preview && <DocumentPreviewDialog target={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
