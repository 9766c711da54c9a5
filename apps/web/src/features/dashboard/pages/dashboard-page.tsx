import Stack from '@mui/material/Stack';
import { PageLayout } from '@/components/page-layout';
import { useCoCounselInvitations } from '@/features/cases/api/co-counsel-invitations';
import { CoCounselInvitationsCard } from '@/features/cases/components/co-counsel-invitations-card';
import { useBanners } from '@/features/content/api/list-banners';
import { DashboardBanners } from '@/features/content/components/dashboard-banners';
import { useProfile } from '@/features/profile/api/get-profile';
import { useReceivedInvitations } from '@/features/secretaries/api/invitations';
import { SecretaryInvitationsCard } from '@/features/secretaries/components/invitation-card';
import { dashboardText } from '@/locales/fa/dashboard';
import { AdminSummary } from '../admin/admin-summary';
import { ClientDashboard } from '../client/client-dashboard';
import { ConsultantReviewStatus } from '../components/consultant-review-status';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { Greeting } from '../components/greeting';
import { ConsultantDashboard } from '../consultant/consultant-dashboard';
import { OfficeDashboard } from '../office/office-dashboard';

/**
 * Whether the banners and invitations shown above the user's work are known. Each appears only when there
 * is one, and one arriving late would push the whole page down under the reader (issue 23's layout shift).
 */
function useAboveTheWorkKnown(isLawyer: boolean): boolean {
  const loading = [useBanners('dashboard'), useReceivedInvitations(), useCoCounselInvitations(isLawyer)];
  return loading.every((query) => !query.isLoading);
}

/**
 * /dashboard: what needs the user now, by role. Office staff see hearings, deadlines, unread notices and
 * changed cases; a consultant the requests to answer; a client her cases and chats; an admin what waits
 * for a decision. The drawer already lists every section, so the page does not repeat it.
 */
export function DashboardPage() {
  const { data: profile } = useProfile();
  const roles = profile?.roles ?? [];
  const ready = useAboveTheWorkKnown(roles.includes('lawyer')) && profile !== undefined;

  return (
    <PageLayout title={dashboardText.title}>
      {!ready && <DashboardSkeleton />}
      {/* Mounted but not drawn until ready, so the cards' queries start with the rest. */}
      <Stack spacing={3} sx={ready ? undefined : { display: 'none' }}>
        <DashboardBanners />
        {profile && <Greeting profile={profile} />}
        {roles.includes('consultant') && <ConsultantReviewStatus />}
        <SecretaryInvitationsCard />
        <CoCounselInvitationsCard isLawyer={roles.includes('lawyer')} />
        {roles.includes('admin') && <AdminSummary />}
        {(roles.includes('lawyer') || roles.includes('secretary')) && <OfficeDashboard />}
        {roles.includes('consultant') && <ConsultantDashboard />}
        {roles.includes('client') && <ClientDashboard />}
      </Stack>
    </PageLayout>
  );
}
