import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/money';
import { dashboardText } from '@/locales/fa/dashboard';
import { useLatestNumbers } from '../api/get-latest-numbers';

const text = dashboardText.office;
const reserved = { minHeight: { xs: '2lh', md: '1lh' } } as const;

/**
 * Which office the day's work belongs to, in one line: its name and how much it holds. A secretary who has
 * just joined reads here whose office she now works in.
 */
export function OfficeSummary() {
  const numbers = useLatestNumbers();
  // Two lines kept on a phone, where the office's name and counts usually wrap: the line that fills them
  // does not push the cards down.
  if (numbers.isPending)
    return (
      <Typography sx={reserved}>
        <Skeleton width="60%" aria-hidden />
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
    <Typography color="text.secondary" sx={{ ...reserved, fontWeight: 500 }}>
      {parts.join('، ')}
    </Typography>
  );
}
