import BackupOutlined from '@mui/icons-material/BackupOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupStatus } from '@vakilyar/contract';
import { useState } from 'react';
import { request } from '@/lib/api/request';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { notifySuccess } from '@/lib/notify';
import { adminBackupsText as text } from '@/locales/fa/admin-backups';

const ENDPOINT = '/admin/v1/backups/';
const key = ['admin', 'backups'] as const;
const COLORS = { running: 'info', succeeded: 'success', failed: 'error' } as const;

/** On /admin: the scheduled backups, the last one's result (Jalali time), and a backup on demand. */
export function BackupStatusCard() {
  const client = useQueryClient();
  // Set when the admin asks for a backup: the card follows it until a run that began after it has ended.
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const status = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await request<{ result: BackupStatus }>({ endpoint: ENDPOINT, signal })).result,
    refetchInterval: (query) => {
      const last = query.state.data?.last;
      const waiting = requestedAt !== null && (!last || Date.parse(last.started_at) < requestedAt - 5_000);
      return waiting || last?.status === 'running' ? 2_000 : false;
    },
  });
  const runNow = useMutation({
    mutationFn: () => request({ endpoint: `${ENDPOINT}run/`, method: 'POST' }),
    onSuccess: () => {
      notifySuccess(text.queued);
      setRequestedAt(Date.now());
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const data = status.data;
  const last = data?.last;
  return (
    <Card variant="outlined" component="section" aria-label={text.title}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <BackupOutlined color="primary" />
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {text.title}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              loading={runNow.isPending}
              onClick={() => runNow.mutate()}
            >
              {text.runNow}
            </Button>
          </Stack>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {data.scheduled ? text.scheduled(formatNumber(data.keep)) : text.notScheduled}{' '}
              {text.archives(formatNumber(data.archives))}
            </Typography>
          )}
          {data && !last && <Typography variant="body2">{text.never}</Typography>}
          {last && (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="subtitle2">{text.last}</Typography>
                <Chip size="small" color={COLORS[last.status]} label={text.status[last.status]} />
                <Chip size="small" variant="outlined" label={text.trigger[last.trigger]} />
              </Stack>
              <Typography variant="body2">
                {text.startedAt(formatJalaliDateTime(last.started_at))}
                {last.size !== null
                  ? `، ${text.size((last.size / (1024 * 1024)).toLocaleString('fa-IR', { maximumFractionDigits: 1 }))}`
                  : ''}
              </Typography>
              {last.file_name && (
                <Typography
                  variant="caption"
                  dir="ltr"
                  sx={{ alignSelf: 'flex-end', overflowWrap: 'anywhere' }}
                >
                  {last.file_name}
                </Typography>
              )}
              {last.error && (
                <Alert severity="error" dir="ltr">
                  {last.error}
                </Alert>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
