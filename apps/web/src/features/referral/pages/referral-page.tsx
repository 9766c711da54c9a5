import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { useGeneralSettings } from '@/features/content/api/get-general-settings';
import { commonText } from '@/locales/fa/common';
import { referralText } from '@/locales/fa/referral';
import { useReferralShare } from '../api/get-referral-share';
import { ReferralCode } from '../components/referral-code';
import { ReferralReward } from '../components/referral-reward';
import { ShareLinkCard } from '../components/share-link-card';

/** /referral: the invitation link to copy or share, the code, who joined with it, and the reward. */
export function ReferralPage() {
  const share = useReferralShare();
  const settings = useGeneralSettings();

  return (
    <PageLayout title={referralText.title}>
      <Typography color="text.secondary">{referralText.intro}</Typography>
      {share.isPending && <PageLoader />}
      {share.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={referralText.loadFailed}
          action={<Button onClick={() => share.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {share.data && (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <ShareLinkCard share={share.data} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ReferralCode code={share.data.code} referredCount={share.data.referred_count} />
          </Grid>
          <Grid size={12}>
            <ReferralReward rewardCoins={settings.data?.referral_reward_coins} />
          </Grid>
        </Grid>
      )}
    </PageLayout>
  );
}
