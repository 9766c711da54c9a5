import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { PATHS } from '@/lib/route-paths';
import { referralText } from '@/locales/fa/referral';

/** What an invitation earns (from general settings) and the three steps to it. */
export function ReferralReward({ rewardCoins }: { rewardCoins?: number }) {
  const coinPrice = useCoinPriceFormatter();
  const rewarded = rewardCoins !== undefined && rewardCoins > 0;
  return (
    <Card variant="outlined" component="section" aria-label={referralText.rewardHeading}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <RedeemOutlined color="secondary" fontSize="large" />
            <Typography variant="h6" component="h2">
              {referralText.rewardHeading}
            </Typography>
          </Stack>
          <Typography sx={{ lineHeight: 2 }}>
            {rewarded ? referralText.reward(coinPrice(rewardCoins)) : referralText.rewardNone}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {referralText.howHeading}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3, listStyleType: 'persian' }}>
            {(rewarded ? referralText.how : referralText.how.slice(0, 2)).map((step) => (
              <Typography key={step} component="li" variant="body2" color="text.secondary">
                {step}
              </Typography>
            ))}
          </Stack>
          {rewarded && (
            <Button component={Link} to={PATHS.wallet} sx={{ alignSelf: 'flex-start' }}>
              {referralText.toWallet}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
