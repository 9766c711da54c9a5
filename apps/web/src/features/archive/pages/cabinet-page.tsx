import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOffOutlined from '@mui/icons-material/FolderOffOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { MoreActionsMenu } from '@/components/more-actions-menu';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { CaseList } from '@/features/cases/components/case-list';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { codeAsTyped } from '@/lib/format/code';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { archiveText } from '@/locales/fa/archive';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { useDeleteCabinet } from '../api/delete-cabinet';
import { useCabinet } from '../api/get-cabinet';
import { useCabinetCases } from '../api/list-cabinet-cases';
import type { Cabinet } from '../api/list-cabinets';
import { useUpdateCabinet } from '../api/update-cabinet';
import { CabinetFormDialog } from '../components/cabinet-form-dialog';
import { FileCaseDialog } from '../components/file-case-dialog';

/** /archive/:pid: a cabinet's details and the cases kept in it. */
export function CabinetPage() {
  const { pid = '' } = useParams();
  const cabinet = useCabinet(pid);
  if (cabinet.isPending) return <PageLoader />;
  if (!cabinet.data) {
    return (
      <PageLayout title={archiveText.cabinetTitle}>
        <MessageCard
          icon={<SearchOff />}
          title={archiveText.notFound}
          action={
            <Button component={Link} to={PATHS.archive} variant="outlined">
              {archiveText.backToList}
            </Button>
          }
        />
      </PageLayout>
    );
  }
  return <CabinetView cabinet={cabinet.data} />;
}

function CabinetView({ cabinet }: { cabinet: Cabinet }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'file' | null>(null);
  const { page, pageSize, search, setPage, setFilters } = useListParams();
  const cases = useCabinetCases(cabinet.pid, { page, page_size: pageSize, search });
  const { can } = usePermissions();
  const updateCabinet = useUpdateCabinet(cabinet.pid);
  const deleteCabinet = useDeleteCabinet();
  const navigate = useNavigate();
  const text = archiveText.fields;

  const actions = can('archive.manage') && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<CreateNewFolderOutlined />} onClick={() => setDialog('file')}>
        {archiveText.fileCase.action}
      </Button>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
        {officeUiText.edit}
      </Button>
      <MoreActionsMenu
        actions={[
          {
            label: archiveText.delete.action,
            Icon: DeleteOutline,
            destructive: true,
            onClick: () => setDialog('delete'),
          },
        ]}
      />
    </Stack>
  );

  return (
    <PageLayout title={toPersianDigits(cabinet.name)} actions={actions}>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailRow label={text.code} value={cabinet.code && codeAsTyped(cabinet.code)} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailRow
                label={text.location}
                value={cabinet.location && toPersianDigits(cabinet.location)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailRow label={text.casesCount} value={toPersianDigits(cabinet.cases_count)} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <DetailRow label={text.createdAt} value={formatJalaliDate(cabinet.created_at)} />
            </Grid>
            {cabinet.description && (
              <Grid size={12}>
                <DetailRow label={text.description} value={toPersianDigits(cabinet.description)} />
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {archiveText.casesHeading}
      </Typography>
      <SearchField
        value={search}
        onSearch={(value) => setFilters({ search: value })}
        label={casesText.searchLabel}
      />
      <ListBody
        isPending={cases.isPending}
        isError={cases.isError}
        onRetry={cases.refetch}
        isEmpty={cases.data?.count === 0}
        empty={
          <MessageCard
            icon={<FolderOffOutlined />}
            title={archiveText.empty.casesTitle}
            body={archiveText.empty.casesBody}
          />
        }
      >
        <CaseList
          cases={cases.data?.results ?? []}
          label={archiveText.casesHeading}
          linkTo={(pid) => `${PATHS.cases}/${pid}`}
        />
        <ListPager count={cases.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
      </ListBody>
      {dialog === 'edit' && (
        <CabinetFormDialog
          cabinet={cabinet}
          onClose={() => setDialog(null)}
          onSubmit={async (values) => {
            await updateCabinet.mutateAsync(values);
            notifySuccess(archiveText.form.saved);
          }}
        />
      )}
      {dialog === 'file' && <FileCaseDialog cabinetPid={cabinet.pid} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={archiveText.delete.title}
        body={archiveText.delete.body(cabinet.name)}
        confirmLabel={archiveText.delete.confirm}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await deleteCabinet.mutateAsync(cabinet.pid);
          notifySuccess(archiveText.delete.done);
          await navigate(PATHS.archive, { replace: true });
        }}
      />
    </PageLayout>
  );
}
