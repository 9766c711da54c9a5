import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { commonText } from '@/locales/fa/common';
import { profileText } from '@/locales/fa/profile';
import { useProfile } from '../api/get-profile';
import { AccountSecurity } from '../components/account-security';
import { OfficeCardForm } from '../components/office-card-form';
import { PasswordForm } from '../components/password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileSummary } from '../components/profile-summary';
import { SecretaryOfficeCard } from '../components/secretary-office-card';

/** /profile: details, roles, password and the account's security actions. */
export function ProfilePage() {
  const { data: profile, isPending, isError, refetch } = useProfile();

  return (
    <PageLayout title={profileText.title}>
      {isPending && <PageLoader />}
      {isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={profileText.loadFailed}
          action={<Button onClick={() => refetch()}>{commonText.retry}</Button>}
        />
      )}
      {profile && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <ProfileSummary profile={profile} />
              {profile.roles.includes('secretary') && <SecretaryOfficeCard />}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <ProfileDetailsForm profile={profile} />
              {(profile.roles.includes('lawyer') || profile.roles.includes('secretary')) && (
                <OfficeCardForm />
              )}
              <PasswordForm key={String(profile.has_password)} hasPassword={profile.has_password} />
              <AccountSecurity hasPassword={profile.has_password} />
            </Stack>
          </Grid>
        </Grid>
      )}
    </PageLayout>
  );
}
