import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { officeDashboardText } from '@/locales/fa/office-dashboard';
import { type LatestNumbers as Numbers, useLatestNumbers } from '../api/get-latest-numbers';

interface Counter {
  key: keyof Numbers;
  label: string;
  Icon: typeof SvgIcon;
  to: string;
}

const text = officeDashboardText.cards;

const COUNTERS: Counter[] = [
  { key: 'open_cases', label: text.openCases, Icon: FolderOutlined, to: `${PATHS.cases}?status=open` },
  { key: 'clients', label: text.clients, Icon: PeopleAltOutlined, to: PATHS.clients },
  { key: 'documents', label: text.documents, Icon: DescriptionOutlined, to: PATHS.cases },
  { key: 'today_events', label: text.todayEvents, Icon: EventOutlined, to: PATHS.calendar },
  { key: 'week_events', label: text.weekEvents, Icon: CalendarMonthOutlined, to: PATHS.calendar },
  { key: 'unread_notices', label: text.unreadNotices, Icon: GavelOutlined, to: PATHS.courtNotices },
];

const SHARED: Counter = {
  key: 'shared_cases',
  label: text.sharedCases,
  Icon: FolderSharedOutlined,
  to: PATHS.cases,
};

function CounterBody({ counter, value }: { counter: Counter; value: number | undefined }) {
  const { Icon } = counter;
  return (
    <CardContent>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon color="primary" />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {value === undefined ? <Skeleton width={40} /> : formatNumber(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {counter.label}
          </Typography>
        </Stack>
      </Stack>
    </CardContent>
  );
}

/** A counter; a link to its list once its number has arrived («۱۴ پرونده‌های جاری»). */
function CounterCard({ counter, value }: { counter: Counter; value: number | undefined }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {value === undefined ? (
        <CounterBody counter={counter} value={value} />
      ) : (
        <CardActionArea component={Link} to={counter.to} sx={{ height: '100%' }}>
          <CounterBody counter={counter} value={value} />
        </CardActionArea>
      )}
    </Card>
  );
}

/** The office's latest numbers on the dashboard of a lawyer or a secretary, each a link to its list. */
export function LatestNumbers({ showAudit = false }: { showAudit?: boolean }) {
  const numbers = useLatestNumbers();
  if (numbers.isError) return null;
  const counters = numbers.data?.shared_cases ? [...COUNTERS, SHARED] : COUNTERS;

  return (
    <Stack spacing={1.5} component="section" aria-label={officeDashboardText.heading}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {officeDashboardText.heading}
        </Typography>
        {showAudit && (
          <Button size="small" startIcon={<ManageSearchOutlined />} component={Link} to={PATHS.audit}>
            {officeDashboardText.auditLink}
          </Button>
        )}
      </Stack>
      {numbers.data?.office && (
        <Typography variant="body2" color="text.secondary">
          {officeDashboardText.officeName(numbers.data.office.name)}
        </Typography>
      )}
      <Grid container spacing={1.5}>
        {counters.map((counter) => (
          <Grid key={counter.key} size={{ xs: 6, sm: 4, xl: 2 }}>
            <CounterCard counter={counter} value={numbers.data?.[counter.key] as number | undefined} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
