import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@vakilyar/contract';
import { Link } from 'react-router';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { PATHS } from '@/lib/route-paths';
import { auditText } from '@/locales/fa/audit';
import { officeExportText } from '@/locales/fa/office-export';
import { useExportAuditLog } from '../api/export-audit-log';
import { type AuditFilters as Filters, useAuditLog } from '../api/list-audit-log';
import { useVerifyAuditLog } from '../api/verify-audit-log';
import { AUDIT_FILTER_KEYS, type AuditFilterKey, AuditFilters } from '../components/audit-filters';
import { AuditList } from '../components/audit-list';
import { AUDIT_SORTS, AuditTable } from '../components/audit-table';

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function toFilters(filters: Record<AuditFilterKey, string>): Filters {
  return {
    action: oneOf(AUDIT_ACTIONS, filters.action),
    entity_type: oneOf(AUDIT_ENTITIES, filters.entity_type),
    case: filters.case || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** /audit (the lawyer): the office's append-only log, filtered, paged, exported as CSV, its chain checked. */
export function AuditPage() {
  const { can, ready } = usePermissions();
  if (!ready) return <PageLoader />;
  if (!can('audit.view')) {
    return (
      <PageLayout title={auditText.title}>
        <MessageCard icon={<LockOutlined />} title={auditText.lawyerOnly} />
      </PageLayout>
    );
  }
  return <AuditView />;
}

function AuditView() {
  const { page, pageSize, filters, setPage, setFilters } = useListParams(AUDIT_FILTER_KEYS);
  const applied = toFilters(filters);
  const [ordering, setOrdering] = useOrderingParam(AUDIT_SORTS);
  const desktop = useDesktop();
  const log = useAuditLog({ ...applied, page, page_size: pageSize, ordering });
  const exportLog = useExportAuditLog();
  const verify = useVerifyAuditLog();

  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<ArchiveOutlined />} component={Link} to={PATHS.officeExport}>
        {officeExportText.openExport}
      </Button>
      <Button
        variant="outlined"
        startIcon={<FactCheckOutlined />}
        loading={verify.isPending}
        onClick={() => verify.mutate()}
      >
        {auditText.verify}
      </Button>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        loading={exportLog.isPending}
        onClick={() => exportLog.mutate(applied)}
      >
        {auditText.export}
      </Button>
    </Stack>
  );

  return (
    <PageLayout title={auditText.title}>
      <Typography color="text.secondary">{auditText.intro}</Typography>
      {actions}
      {verify.data && <Alert severity={verify.data.valid ? 'success' : 'error'}>{verify.data.message}</Alert>}
      <AuditFilters filters={filters} onChange={setFilters} />
      <ListBody
        isPending={log.isPending}
        isError={log.isError}
        onRetry={log.refetch}
        isEmpty={log.data?.count === 0}
        empty={
          <MessageCard
            icon={<ManageSearchOutlined />}
            title={auditText.empty.title}
            body={auditText.empty.body}
          />
        }
      >
        {desktop ? (
          <AuditTable entries={log.data?.results ?? []} ordering={ordering} onOrderingChange={setOrdering} />
        ) : (
          <AuditList entries={log.data?.results ?? []} />
        )}
        <ListPager count={log.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
      </ListBody>
    </PageLayout>
  );
}
