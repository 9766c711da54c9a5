import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { notifySuccess } from '@/lib/notify';
import { secretariesText } from '@/locales/fa/secretaries';
import { type Secretary, useSecretaries } from '../api/list-secretaries';
import { useRemoveSecretary } from '../api/remove-secretary';
import { AddSecretaryForm } from '../components/add-secretary-form';
import { AssignFromDirectory } from '../components/assign-from-directory';
import { PendingInvitations } from '../components/pending-invitations';
import { RenameSecretaryDialog } from '../components/rename-secretary-dialog';
import { SecretaryList } from '../components/secretary-list';

/** /secretaries (the lawyer only): invite by mobile or from the directory, pending invitations, secretaries. */
export function SecretariesPage() {
  const { can, isLawyer, ready } = usePermissions();
  if (!ready) return <PageLoader />;
  if (!isLawyer || !can('secretary.manage')) {
    return (
      <PageLayout title={secretariesText.title}>
        <MessageCard icon={<LockOutlined />} title={secretariesText.lawyerOnly} />
      </PageLayout>
    );
  }
  return <SecretariesView />;
}

function SecretariesView() {
  const { page, pageSize, search, setPage, setFilters } = useListParams();
  const [removing, setRemoving] = useState<Secretary | null>(null);
  const [renaming, setRenaming] = useState<Secretary | null>(null);
  const secretaries = useSecretaries({ page, page_size: pageSize, search });
  const removeSecretary = useRemoveSecretary();
  const text = secretariesText;

  return (
    <PageLayout title={text.title}>
      <Typography color="text.secondary">{text.intro}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2.5}>
            <Typography variant="h6" component="h2">
              {text.add.heading}
            </Typography>
            <AddSecretaryForm />
            <Divider />
            <AssignFromDirectory />
          </Stack>
        </CardContent>
      </Card>
      <PendingInvitations />
      <SearchField
        value={search}
        onSearch={(value) => setFilters({ search: value })}
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
      />
      <ListBody
        isPending={secretaries.isPending}
        isError={secretaries.isError}
        onRetry={secretaries.refetch}
        isEmpty={secretaries.data?.count === 0}
        empty={
          search ? (
            <MessageCard icon={<SearchOff />} title={text.empty.searchTitle} body={text.empty.searchBody} />
          ) : (
            <MessageCard icon={<BadgeOutlined />} title={text.empty.title} body={text.empty.body} />
          )
        }
      >
        <SecretaryList
          secretaries={secretaries.data?.results ?? []}
          onRename={setRenaming}
          onRemove={setRemoving}
        />
        <ListPager
          count={secretaries.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </ListBody>
      {renaming && <RenameSecretaryDialog secretary={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={text.remove.title}
        body={text.remove.body(removing ? `${removing.first_name} ${removing.last_name}` : '')}
        confirmLabel={text.remove.confirm}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await removeSecretary.mutateAsync(removing.pid);
          notifySuccess(text.remove.done);
        }}
      />
    </PageLayout>
  );
}
