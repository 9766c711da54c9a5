import TollOutlined from '@mui/icons-material/TollOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoinPackage } from '@vakilyar/contract';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { walletText } from '@/locales/fa/wallet';

interface CoinPackageCardProps {
  coinPackage: CoinPackage;
  /** Rials, from value × |exchange_rate|. */
  price: number;
  onBuy: () => void;
}

/** A coin package: its name, its coins, its price in Rials and in Toman, and «خرید». */
export function CoinPackageCard({ coinPackage, price, onBuy }: CoinPackageCardProps) {
  const text = walletText.buy;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'secondary.main' }}>
            <TollOutlined />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {coinPackage.name}
            </Typography>
          </Stack>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          >
            {text.packageCoins(formatNumber(coinPackage.value))}
          </Typography>
          <Typography>{formatRials(price)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatToman(price)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>
        <Button
          fullWidth
          variant="contained"
          onClick={onBuy}
          aria-label={text.buyPackageNamed(coinPackage.name)}
        >
          {text.buyPackage}
        </Button>
      </CardActions>
    </Card>
  );
}
