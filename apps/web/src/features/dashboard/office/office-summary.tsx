import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/money';
import { dashboardText } from '@/locales/fa/dashboard';
import { useLatestNumbers } from '../api/get-latest-numbers';

const text = dashboardText.office;

/**
 * Which office the day's work belongs to, in one line: its name and how much it holds. A secretary who has
 * just joined reads here whose office she now works in.
 */
export function OfficeSummary() {
  const numbers = useLatestNumbers();
  if (numbers.isPending)
    return (
      <Typography aria-hidden>
        <Skeleton width="60%" />
      </Typography>
    );
  if (!numbers.data?.office) return null;
  const { office, open_cases, clients, shared_cases } = numbers.data;
  const parts = [
    text.name(office.name),
    text.openCases(formatNumber(open_cases)),
    text.clients(formatNumber(clients)),
    ...(shared_cases > 0 ? [text.sharedCases(formatNumber(shared_cases))] : []),
  ];
  return (
    <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
      {parts.join('، ')}
    </Typography>
  );
}
