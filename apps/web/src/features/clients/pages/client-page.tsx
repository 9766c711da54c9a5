import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Client } from '@vakilyar/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { MoreActionsMenu } from '@/components/more-actions-menu';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useCasesByClient } from '@/features/cases/api/list-cases-by-client';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { ClientAccountPanel } from '@/features/fees/components/client-account-panel';
import { notifySuccess } from '@/lib/notify';
import { PATHS } from '@/lib/route-paths';
import { officeUiText } from '@/locales/fa/cases';
import { clientsText } from '@/locales/fa/clients';
import { useDeleteClient } from '../api/delete-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientCases } from '../components/client-cases';
import { ClientDetails } from '../components/client-details';
import { ClientForm } from '../components/client-form';
import { SendAccessLinkDialog } from '../components/send-access-link-dialog';

type Dialog = { kind: 'delete' } | { kind: 'link'; casePid?: string } | null;

/** /clients/:pid: the client's details (editable), their cases, «ارسال لینک دسترسی», delete. */
export function ClientPage() {
  const { pid = '' } = useParams();
  const client = useClient(pid);

  if (client.isPending) return <PageLoader />;
  if (!client.data) {
    return (
      <PageLayout title={clientsText.clientTitle}>
        <MessageCard
          icon={<SearchOff />}
          title={clientsText.notFound}
          action={
            <Button component={Link} to={PATHS.clients} variant="outlined">
              {clientsText.backToList}
            </Button>
          }
        />
      </PageLayout>
    );
  }
  return <ClientView client={client.data} />;
}

function ClientView({ client }: { client: Client }) {
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { can, isLawyer } = usePermissions();
  const updateClient = useUpdateClient(client.pid);
  const deleteClient = useDeleteClient();
  const navigate = useNavigate();
  const linkCases = useCasesByClient(client.pid, { page: 1, page_size: 100 });
  const canSendLink = can('case.send_access_link');

  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canSendLink && (
        <Button
          variant="contained"
          startIcon={<SendToMobileOutlined />}
          onClick={() => setDialog({ kind: 'link' })}
        >
          {clientsText.accessLink.action}
        </Button>
      )}
      {can('client.update') && !editing && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {officeUiText.edit}
        </Button>
      )}
      {can('client.delete') && (
        <MoreActionsMenu
          actions={[
            {
              label: clientsText.delete.action,
              Icon: DeleteOutline,
              destructive: true,
              onClick: () => setDialog({ kind: 'delete' }),
            },
          ]}
        />
      )}
    </Stack>
  );

  return (
    <PageLayout title={client.full_name}>
      {actions}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {editing ? officeUiText.edit : clientsText.details.heading}
              </Typography>
              {editing ? (
                <ClientForm
                  client={client}
                  submitLabel={officeUiText.save}
                  onSubmit={async (changes) => {
                    await updateClient.mutateAsync(changes);
                    notifySuccess(clientsText.form.saved);
                    setEditing(false);
                  }}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <ClientDetails client={client} />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ClientCases
            clientPid={client.pid}
            canCreateCase={can('case.create')}
            onSendLink={canSendLink ? (item) => setDialog({ kind: 'link', casePid: item.pid }) : undefined}
          />
        </Grid>
        {isLawyer && (
          <Grid size={12}>
            <ClientAccountPanel clientPid={client.pid} />
          </Grid>
        )}
      </Grid>
      {dialog?.kind === 'link' && (
        <SendAccessLinkDialog
          key={linkCases.data ? 'loaded' : 'loading'}
          open
          onClose={() => setDialog(null)}
          client={{ pid: client.pid, name: client.full_name, mobile: client.mobile }}
          cases={linkCases.data?.results ?? []}
          initialCasePid={dialog.casePid}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={clientsText.delete.title}
        body={clientsText.delete.body(client.full_name)}
        confirmLabel={clientsText.delete.confirm}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await deleteClient.mutateAsync(client.pid);
          notifySuccess(clientsText.delete.done);
          await navigate(PATHS.clients, { replace: true });
        }}
      />
    </PageLayout>
  );
}
