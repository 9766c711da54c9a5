import ContentCopy from '@mui/icons-material/ContentCopy';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { referralText } from '@/locales/fa/referral';
import { copyText } from '../copy-text';

interface ReferralCodeProps {
  code: string;
  referredCount: number;
}

/** The referral code to dictate or copy, and how many people have registered with it. */
export function ReferralCode({ code, referredCount }: ReferralCodeProps) {
  const handleCopy = async () => {
    if (await copyText(code)) notifySuccess(referralText.codeCopied);
    else notifyError(referralText.copyFailed);
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {referralText.code}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                dir="ltr"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: 22,
                  fontWeight: 700,
                  letterSpacing: 2,
                  color: 'primary.main',
                }}
              >
                {code}
              </Typography>
              <IconButton aria-label={referralText.copyCode} onClick={handleCopy} size="small">
                <ContentCopy fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
          <Divider />
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {referralText.referred}
            </Typography>
            <Typography sx={{ fontSize: 28, fontWeight: 800 }}>
              {referralText.referredCount(formatNumber(referredCount))}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
