import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatNumber, formatToman } from '@/lib/format/money';
import { payDifferenceText } from '@/locales/fa/pay-difference';
import type { Shortfall } from './use-shortfall';

/** «موجودی کیف پول شما … سکه (… تومان) کمتر …», shown before the user clicks anything. */
export function ShortfallNotice({ shortfall }: { shortfall: Shortfall }) {
  return (
    <Alert severity="warning">
      {payDifferenceText.shortfall(formatNumber(shortfall.coins), formatToman(shortfall.rials))}
      {shortfall.payCoins > shortfall.coins && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {payDifferenceText.minimumNote(formatNumber(shortfall.payCoins), formatToman(shortfall.payRials))}
        </Typography>
      )}
    </Alert>
  );
}
