import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CoinPackage, coinPackagePrice } from '@vakilyar/contract';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';

const text = adminFinanceText.rate;

function Price({ label, rials }: { label: string; rials: number }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`${label}: `}
      <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
        {adminFinanceText.priceInRials(formatRials(rials), formatToman(rials))}
      </Typography>
    </Typography>
  );
}

interface PackagePricesProps {
  packages: readonly CoinPackage[];
  /** The rate being typed, already checked; undefined while there is none. */
  nextRate?: string;
}

/** Each coin package with its price now and, while a new rate is typed, its price at that rate. */
export function PackagePrices({ packages, nextRate }: PackagePricesProps) {
  if (packages.length === 0) {
    return <Typography color="text.secondary">{text.noPackages}</Typography>;
  }
  return (
    <Stack
      component="ul"
      aria-label={text.pricesHeading}
      divider={<Divider component="li" />}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {packages.map((item) => (
        <Stack component="li" key={item.pid} spacing={0.5} sx={{ py: 1 }} aria-label={item.name}>
          <Typography sx={{ fontWeight: 700 }}>
            {`${item.name} (${adminFinanceText.coins(formatNumber(item.value))})`}
          </Typography>
          <Price label={text.priceNow} rials={item.amount} />
          {nextRate !== undefined && (
            <Price label={text.priceNext} rials={coinPackagePrice(item.value, nextRate)} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
