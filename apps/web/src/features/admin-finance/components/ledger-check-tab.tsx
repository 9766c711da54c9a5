import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LedgerCheckReport } from '@vakilyar/contract';
import { EmptyState } from '@/features/payments/components/empty-state';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { StatTile } from '@/features/payments/components/stat-tile';
import { formatNumber } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { useLedgerCheck } from '../api/ledger-check';
import { formatSigned } from '../kit/format';
import { LedgerDifferences } from './ledger-differences';

const text = adminFinanceText.ledger;

function Report({ report }: { report: LedgerCheckReport }) {
  const stats = [
    [text.stats.accounts, formatNumber(report.accounts_checked)],
    [text.stats.entries, formatNumber(report.entries)],
    [text.stats.movements, formatNumber(report.movements)],
    [text.stats.total, formatSigned(report.total)],
    [text.stats.duration, text.durationMs(formatNumber(report.duration_ms))],
  ] as const;
  return (
    <Stack spacing={2}>
      <Alert severity={report.ok ? 'success' : 'error'} role="status">
        <AlertTitle>{report.ok ? text.balancedTitle : text.unbalancedTitle}</AlertTitle>
        {report.ok ? text.balancedBody : text.unbalancedBody}
      </Alert>
      <Grid container spacing={2}>
        {stats.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <StatTile label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      <LedgerDifferences report={report} />
    </Stack>
  );
}

/** Runs the ledger check on demand: balanced, or each difference with the user it concerns. */
export function LedgerCheckTab() {
  const check = useLedgerCheck();
  const runButton = (
    <Button variant="contained" onClick={() => check.mutate()} loading={check.isPending}>
      {check.data ? text.runAgain : text.run}
    </Button>
  );
  return (
    <SectionPanel title={text.heading} hint={text.hint} actions={runButton}>
      {check.data ? (
        <Report report={check.data} />
      ) : (
        <EmptyState icon={<FactCheckOutlined />} title={text.idle} />
      )}
      {check.isError && <Typography color="error">{adminFinanceText.loadFailed}</Typography>}
    </SectionPanel>
  );
}
