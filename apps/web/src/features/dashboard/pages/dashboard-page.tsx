import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageLayout } from '@/components/page-layout';
import { CoCounselInvitationsCard } from '@/features/cases/components/co-counsel-invitations-card';
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

function GreetingSkeleton() {
  return (
    <Stack spacing={0.5} role="status" aria-busy="true" aria-label={commonText.loading}>
      <Skeleton variant="text" width={240} sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="text" width={180} />
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
  const roles = profile?.roles ?? [];

  return (
    <PageLayout title={dashboardText.title}>
      <DashboardBanners />
      {profile ? <Greeting profile={profile} /> : <GreetingSkeleton />}
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
