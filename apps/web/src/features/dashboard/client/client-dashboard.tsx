import Grid from '@mui/material/Grid';
import { ClientCasesCard } from './client-cases-card';
import { OpenChatsCard } from './open-chats-card';

/** A client's page: her cases with their status and next court date, and the chats still open. */
export function ClientDashboard() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ClientCasesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <OpenChatsCard />
      </Grid>
    </Grid>
  );
}
