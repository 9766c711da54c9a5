import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { clientQuery } from '@/features/clients/api/get-client';
import { PATHS } from '@/lib/route-paths';
import { casesText } from '@/locales/fa/cases';
import { useCreateCase } from '../api/create-case';
import { CaseForm } from '../components/case-form';

/** /cases/new (`?client=<pid>` from a client's page picks that client): once saved, the case opens. */
export function NewCasePage() {
  const [params] = useSearchParams();
  const clientPid = params.get('client') ?? '';
  const client = useQuery({ ...clientQuery(clientPid), enabled: clientPid !== '' });
  const createCase = useCreateCase();
  const navigate = useNavigate();
  const waitingForClient = clientPid !== '' && client.isPending;

  return (
    <PageLayout title={casesText.newCase}>
      <Card variant="outlined">
        <CardContent>
          {waitingForClient ? (
            <PageLoader />
          ) : (
            <CaseForm
              initialClients={client.data ? [client.data] : []}
              submitLabel={casesText.form.create}
              onSubmit={async (values) => {
                const created = await createCase.mutateAsync(values);
                await navigate(`${PATHS.cases}/${created.pid}`, { replace: true });
              }}
              onCancel={() => navigate(-1)}
            />
          )}
        </CardContent>
      </Card>
    </PageLayout>
  );
}
