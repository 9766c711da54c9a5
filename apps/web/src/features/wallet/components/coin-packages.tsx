import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CoinPackage } from '@vakilyar/contract';
import { useState } from 'react';
import { isRetryableFailure } from '@/features/payments/api/idempotency';
import { walletText } from '@/locales/fa/wallet';
import { packagePrice } from '../price';
import { BuyCoinsDialog, type CoinPurchase } from './buy-coins-dialog';
import { CoinPackageCard } from './coin-package-card';

interface CoinPackagesProps {
  packages: CoinPackage[];
  exchangeRate?: number;
}

/** The packages on sale as cards; «خرید» asks first, then opens the bank's page. */
export function CoinPackages({ packages, exchangeRate }: CoinPackagesProps) {
  const [purchase, setPurchase] = useState<CoinPurchase | null>(null);

  if (packages.length === 0) {
    return <Typography color="text.secondary">{walletText.buy.noPackages}</Typography>;
  }
  return (
    <>
      <Grid container spacing={2}>
        {packages.map((coinPackage) => {
          const price = packagePrice(coinPackage, exchangeRate);
          return (
            <Grid key={coinPackage.pid} size={{ xs: 6, lg: 3 }}>
              <CoinPackageCard
                coinPackage={coinPackage}
                price={price}
                onBuy={() =>
                  setPurchase({ body: { coin_package: coinPackage.pid }, coins: coinPackage.value, price })
                }
              />
            </Grid>
          );
        })}
      </Grid>
      {purchase && (
        <BuyCoinsDialog
          purchase={purchase}
          onClose={() => setPurchase(null)}
          onRefused={(error) => {
            if (!isRetryableFailure(error)) setPurchase(null);
          }}
        />
      )}
    </>
  );
}
