import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLayout } from '@/components/page-layout';
import { CoCounselInvitationsCard } from '@/features/cases/components/co-counsel-invitations-card';
import { useBanners } from '@/features/content/api/list-banners';
import { DashboardBanners } from '@/features/content/components/dashboard-banners';
import { useProfile } from '@/features/profile/api/get-profile';
import { SecretaryInvitationsCard } from '@/features/secretaries/components/invitation-card';
import { commonText } from '@/locales/fa/common';
import { dashboardText } from '@/locales/fa/dashboard';
import { AdminSummary } from '../admin/admin-summary';
import { ClientDashboard } from '../client/client-dashboard';
import { ConsultantReviewStatus } from '../components/consultant-review-status';
import { Greeting } from '../components/greeting';
import { ConsultantDashboard } from '../consultant/consultant-dashboard';
import { OfficeDashboard } from '../office/office-dashboard';

/** The greeting's three lines at their own line heights, so the greeting takes their place exactly. */
function GreetingSkeleton() {
  return (
    <Stack spacing={0.5} role="status" aria-busy="true" aria-label={commonText.loading}>
      <Typography variant="h6" component="div">
        <Skeleton width={240} />
      </Typography>
      <Typography component="div">
        <Skeleton width={180} />
      </Typography>
      <Typography component="div">
        <Skeleton width="70%" />
      </Typography>
    </Stack>
  );
}

/**
 * /dashboard: what needs the user now, by role. Office staff see hearings, deadlines, unread notices and
 * changed cases; a consultant the requests to answer; a client her cases and chats; an admin what waits
 * for a decision. The drawer already lists every section, so the page does not repeat it.
 */
export function DashboardPage() {
  const { data: profile } = useProfile();
  // The banners sit above everything: the content waits for them (the route's loader starts them with the
  // profile), so a banner arriving late never pushes the greeting and the cards down (layout shift).
  const banners = useBanners('dashboard');
  if (!profile || banners.isPending) {
    return (
      <PageLayout title={dashboardText.title}>
        <GreetingSkeleton />
      </PageLayout>
    );
  }
  const roles = profile.roles;

  return (
    <PageLayout title={dashboardText.title}>
      <DashboardBanners />
      <Greeting profile={profile} />
      {roles.includes('consultant') && <ConsultantReviewStatus />}
      <SecretaryInvitationsCard />
      <CoCounselInvitationsCard isLawyer={roles.includes('lawyer')} />
      {roles.includes('admin') && <AdminSummary />}
      {(roles.includes('lawyer') || roles.includes('secretary')) && <OfficeDashboard />}
      {roles.includes('consultant') && <ConsultantDashboard />}
      {roles.includes('client') && <ClientDashboard />}
    </PageLayout>
  );
}
