import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionPackage } from '@vakilyar/contract';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';
import { LimitsList } from './limits-list';

interface SubscriptionPackageCardProps {
  subscriptionPackage: SubscriptionPackage;
  /** The package of the subscription in force is marked. */
  isCurrent: boolean;
  /**
   * With a subscription in force: `upgrade` for a pricier package (bought at once, less the unused
   * days' credit), `below` for one not above it; `buy` without one.
   */
  offer: 'buy' | 'upgrade' | 'below';
  onSubscribe: () => void;
}

/** A package: name, price in coins, length, limits and «خرید اشتراک» (or «ارتقا به این بسته»). */
export function SubscriptionPackageCard({
  subscriptionPackage,
  isCurrent,
  offer,
  onSubscribe,
}: SubscriptionPackageCardProps) {
  const coinPrice = useCoinPriceFormatter();
  const text = subscriptionText.packages;
  const { name, description, price, duration_days: days, limits } = subscriptionPackage;
  const action = offer === 'upgrade' ? text.upgrade : offer === 'below' ? text.notAbove : text.subscribe;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? 'secondary.main' : undefined,
        borderWidth: isCurrent ? 2 : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <WorkspacePremiumOutlined sx={{ color: 'secondary.main' }} />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
            </Stack>
            <Chip size="small" label={text.duration(formatNumber(days))} />
          </Stack>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {coinPrice(price)}
          </Typography>
          <LimitsList limits={limits} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {isCurrent ? (
          <Chip color="secondary" label={text.current} sx={{ width: '100%' }} />
        ) : (
          <Button
            fullWidth
            variant="contained"
            disabled={offer === 'below'}
            onClick={onSubscribe}
            aria-label={offer === 'buy' ? text.subscribeNamed(name) : text.named(action, name)}
          >
            {action}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
