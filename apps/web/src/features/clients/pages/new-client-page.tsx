import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { PATHS } from '@/lib/route-paths';
import { clientsText } from '@/locales/fa/clients';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';

/** /clients/new: the form; once saved, the client's page opens. */
export function NewClientPage() {
  const createClient = useCreateClient();
  const navigate = useNavigate();

  return (
    <PageLayout title={clientsText.newClient}>
      <Card variant="outlined">
        <CardContent>
          <ClientForm
            submitLabel={clientsText.form.create}
            onSubmit={async (client) => {
              const created = await createClient.mutateAsync(client);
              await navigate(`${PATHS.clients}/${created.pid}`, { replace: true });
            }}
            onCancel={() => navigate(PATHS.clients)}
          />
        </CardContent>
      </Card>
    </PageLayout>
  );
}
