import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmsPackage } from '@vakilyar/contract';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { formatNumber } from '@/lib/format/money';
import { smsCreditText } from '@/locales/fa/sms-credit';

/** An SMS package: its name, its messages, its price in coins, and «خرید». */
export function SmsPackageCard({ smsPackage, onBuy }: { smsPackage: SmsPackage; onBuy: () => void }) {
  const coinPrice = useCoinPriceFormatter();
  const text = smsCreditText.packages;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SmsOutlined sx={{ color: 'secondary.main' }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {smsPackage.name}
            </Typography>
          </Stack>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {text.messages(formatNumber(smsPackage.messages))}
          </Typography>
          <Typography color="text.secondary">{coinPrice(smsPackage.price)}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" onClick={onBuy} aria-label={text.buyNamed(smsPackage.name)}>
          {text.buy}
        </Button>
      </CardActions>
    </Card>
  );
}
