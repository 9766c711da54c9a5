import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfficeExport } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { officeExportText as text } from '@/locales/fa/office-export';

const COLORS = { queued: 'default', running: 'info', ready: 'success', failed: 'error' } as const;

/** «۲٫۴ مگابایت» */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} کیلوبایت`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fa-IR', { maximumFractionDigits: 1 })} مگابایت`;
}

export function ExportItem(props: { item: OfficeExport; onDownload: () => void; downloading: boolean }) {
  const { item } = props;
  const building = item.status === 'queued' || item.status === 'running';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.file_name}
          </Typography>
          <Chip size="small" color={COLORS[item.status]} label={text.status[item.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {text.createdAt(formatJalaliDateTime(item.created_at))}
          {item.size !== null ? `، ${text.size(formatSize(item.size))}` : ''}
        </Typography>
        {building && (
          <Stack spacing={0.5}>
            <LinearProgress
              variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
              value={item.progress}
              aria-label={text.progress(formatNumber(item.progress))}
            />
            <Typography variant="caption" color="text.secondary">
              {text.progress(formatNumber(item.progress))}
            </Typography>
          </Stack>
        )}
        {item.status === 'ready' && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={props.downloading}
            onClick={props.onDownload}
            sx={{ alignSelf: 'flex-start' }}
          >
            {text.download}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
