import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { notifySuccess } from '@/lib/notify';
import { officeExportText as text } from '@/locales/fa/office-export';
import { useDownloadOfficeExport, useOfficeExports, useStartOfficeExport } from '../api/office-exports';
import { ExportItem } from '../components/export-item';

/** /office/export (the office's lawyer): start a complete export, follow it, download it. */
export function OfficeExportPage() {
  const { can, ready } = usePermissions();
  if (!ready) return <PageLoader />;
  if (!can('audit.view')) {
    return (
      <PageLayout title={text.title}>
        <MessageCard icon={<LockOutlined />} title={text.ownerOnly} />
      </PageLayout>
    );
  }
  return <OfficeExportView />;
}

function OfficeExportView() {
  const exports = useOfficeExports();
  const start = useStartOfficeExport();
  const download = useDownloadOfficeExport();
  const busy = !!exports.data?.some((e) => e.status === 'queued' || e.status === 'running');

  const action = (
    <Button
      variant="contained"
      startIcon={<ArchiveOutlined />}
      loading={start.isPending}
      disabled={busy}
      onClick={() => start.mutate(undefined, { onSuccess: () => notifySuccess(text.started) })}
    >
      {text.start}
    </Button>
  );

  return (
    <PageLayout title={text.title} actions={action}>
      <Stack spacing={2}>
        <Typography>{text.intro}</Typography>
        <Alert severity="info">{text.background}</Alert>
        <Typography component="h2" variant="h6">
          {text.history}
        </Typography>
        {exports.isPending ? (
          <PageLoader />
        ) : exports.data?.length ? (
          exports.data.map((item) => (
            <ExportItem
              key={item.pid}
              item={item}
              downloading={download.isPending && download.variables?.pid === item.pid}
              onDownload={() => download.mutate(item)}
            />
          ))
        ) : (
          <Typography color="text.secondary">{text.empty}</Typography>
        )}
      </Stack>
    </PageLayout>
  );
}
