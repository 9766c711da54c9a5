import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { UpcomingEventsCard } from '@/features/calendar/components/upcoming-events-card';
import { DashboardBanners } from '@/features/content/components/dashboard-banners';
import { LatestNoticesCard } from '@/features/court-notices/components/latest-notices-card';
import { LatestNumbers } from '@/features/office-dashboard/components/latest-numbers';
import { useProfile } from '@/features/profile/api/get-profile';
import { SecretaryInvitationsCard } from '@/features/secretaries/components/invitation-card';
import { sectionsFor } from '@/lib/navigation/role-sections';
import { dashboardText } from '@/locales/fa/dashboard';
import { ConsultantReviewStatus } from '../components/consultant-review-status';
import { Greeting } from '../components/greeting';
import { SectionCard } from '../components/section-card';

/** /dashboard: a greeting, the office's numbers, the week's events, new court notices and shortcuts. */
export function DashboardPage() {
  const { data: profile } = useProfile();
  const shortcuts = sectionsFor(profile?.roles ?? []).filter(
    (section) => section.key !== 'dashboard' && section.group !== 'account',
  );
  const roles = profile?.roles ?? [];
  const worksInOffice = roles.includes('lawyer') || roles.includes('secretary');

  return (
    <PageLayout title={dashboardText.title}>
      <DashboardBanners />
      {profile ? <Greeting profile={profile} /> : <PageLoader />}
      {roles.includes('consultant') && <ConsultantReviewStatus />}
      <SecretaryInvitationsCard />
      {worksInOffice && <LatestNumbers showAudit={roles.includes('lawyer')} />}
      {profile && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: worksInOffice ? 6 : 12 }}>
            <UpcomingEventsCard />
          </Grid>
          {worksInOffice && (
            <Grid size={{ xs: 12, md: 6 }}>
              <LatestNoticesCard />
            </Grid>
          )}
        </Grid>
      )}
      {shortcuts.length > 0 && (
        <Typography variant="h6" component="h2">
          {dashboardText.quickAccess}
        </Typography>
      )}
      <Grid container spacing={2}>
        {shortcuts.map((section) => (
          <Grid key={section.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <SectionCard section={section} />
          </Grid>
        ))}
      </Grid>
    </PageLayout>
  );
}
