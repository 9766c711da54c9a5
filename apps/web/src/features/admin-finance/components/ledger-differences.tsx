import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LedgerCheckReport } from '@vakilyar/contract';
import { Link as RouterLink } from 'react-router';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { adminUserPath } from '../admin-paths';
import { formatSigned } from '../kit/format';

const text = adminFinanceText.ledger;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

const pair = (stored: number, computed: number) =>
  `${text.stored} ${formatSigned(stored)} / ${text.computed} ${formatSigned(computed)}`;

/** The wallets whose stored balance is not the ledger's, the movements that do not sum to zero, the platform's accounts. */
export function LedgerDifferences({ report }: { report: LedgerCheckReport }) {
  return (
    <Stack spacing={2}>
      {report.mismatches.length > 0 && (
        <Stack spacing={1} component="section" aria-label={text.mismatchesHeading}>
          <Heading>{text.mismatchesHeading}</Heading>
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {report.mismatches.map((row) => (
              <Stack component="li" key={row.account} spacing={0.5} sx={{ py: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography component="bdi" dir="ltr" sx={{ fontWeight: 600 }}>
                    {row.account}
                  </Typography>
                  {row.user_pid && (
                    <Link component={RouterLink} to={adminUserPath(row.user_pid)} variant="body2">
                      {text.openUser}
                    </Link>
                  )}
                </Stack>
                <Typography
                  variant="body2"
                  color={row.stored_balance === row.ledger_balance ? 'text.secondary' : 'error'}
                >
                  {`${text.balance}: ${pair(row.stored_balance, row.ledger_balance)}`}
                </Typography>
                <Typography
                  variant="body2"
                  color={row.stored_held === row.ledger_held ? 'text.secondary' : 'error'}
                >
                  {`${text.held}: ${pair(row.stored_held, row.ledger_held)}`}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
      {report.unbalanced_movements.length > 0 && (
        <Stack spacing={1} component="section" aria-label={text.unbalancedHeading}>
          <Heading>{text.unbalancedHeading}</Heading>
          {report.unbalanced_movements.map((movement) => (
            <Typography key={movement.pid} variant="body2">
              <bdi dir="ltr">{movement.pid}</bdi>
              {`، ${text.movementSum(formatSigned(movement.sum))}`}
            </Typography>
          ))}
        </Stack>
      )}
      <Stack spacing={1} component="section" aria-label={text.systemHeading}>
        <Heading>{text.systemHeading}</Heading>
        {Object.entries(report.system_balances).map(([account, balance]) => (
          <Stack key={account} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">{text.systemAccounts[account] ?? account}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {adminFinanceText.coins(formatSigned(balance))}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
