import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { EarningsCard } from './earnings-card';
import { PendingRequestsCard } from './pending-requests-card';
import { TodayConsultationsCard } from './today-consultations-card';

/** A consultant's day: the requests whose answer time runs out, today's consultations, what they earned. */
export function ConsultantDashboard() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PendingRequestsCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <TodayConsultationsCard />
          <EarningsCard />
        </Stack>
      </Grid>
    </Grid>
  );
}
