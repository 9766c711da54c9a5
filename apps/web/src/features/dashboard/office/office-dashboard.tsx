import Grid from '@mui/material/Grid';
import { UpcomingEventsCard } from '@/features/calendar/components/upcoming-events-card';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { LatestNoticesCard } from '@/features/court-notices/components/latest-notices-card';
import { DueInstalmentsCard } from '@/features/fees/components/due-instalments-card';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { DeadlinesCard } from './deadlines-card';
import { OfficeSummary } from './office-summary';
import { RecentCasesCard } from './recent-cases-card';

/** A lawyer's or a secretary's day: hearings, deadlines, unread notices, the cases that moved. */
export function OfficeDashboard() {
  const { isLawyer } = usePermissions();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OfficeSummary />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <UpcomingEventsCard withoutDeadlines />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DeadlinesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TasksCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LatestNoticesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RecentCasesCard />
      </Grid>
      {isLawyer && (
        <Grid size={{ xs: 12, md: 6 }}>
          <DueInstalmentsCard />
        </Grid>
      )}
    </Grid>
  );
}
