import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { StatSkeleton } from '@/components/skeletons/stat-skeleton';
import { ADMIN_CONTENT_SECTIONS } from '@/features/admin-content/admin-content-sections';
import {
  ADMIN_CONSULTANTS_PATH,
  ADMIN_CONSULTATIONS_PATH,
  ADMIN_FINANCE_PATH,
  ADMIN_USERS_PATH,
} from '@/features/admin-finance/admin-paths';
import { formatNumber, formatToman } from '@/lib/format/money';
import { dashboardText } from '@/locales/fa/dashboard';
import { type AdminSummary as Summary, useAdminSummary } from './get-admin-summary';

const text = dashboardText.admin;
const contentPath = (key: string) =>
  ADMIN_CONTENT_SECTIONS.find((section) => section.key === key)?.path ?? '';

interface Tile {
  key: string;
  label: string;
  Icon: typeof SvgIcon;
  to: string;
  figure: (summary: Summary) => number;
  /** `coinPrice` writes a coin amount with its Toman value (decision 016). */
  detail: (summary: Summary, coinPrice: (coins: number) => string) => string;
  /** A figure above zero here is work waiting: it is drawn in the warning colour. */
  waiting?: boolean;
}

const TILES: Tile[] = [
  {
    key: 'consultants',
    label: text.consultants,
    Icon: HowToRegOutlined,
    to: ADMIN_CONSULTANTS_PATH,
    figure: (s) => s.consultants_awaiting_review,
    detail: () => text.consultantsDetail,
    waiting: true,
  },
  {
    key: 'payouts',
    label: text.payouts,
    Icon: AccountBalanceOutlined,
    to: `${ADMIN_FINANCE_PATH}/payouts`,
    figure: (s) => s.pending_payouts,
    detail: (s, coinPrice) => text.payoutsDetail(coinPrice(s.pending_payout_coins)),
    waiting: true,
  },
  {
    key: 'disputes',
    label: text.disputes,
    Icon: GavelOutlined,
    to: ADMIN_CONSULTATIONS_PATH,
    figure: (s) => s.open_disputes,
    detail: () => text.disputesDetail,
    waiting: true,
  },
  {
    key: 'messages',
    label: text.messages,
    Icon: ContactMailOutlined,
    to: contentPath('contactMessages'),
    figure: (s) => s.unhandled_contact_messages,
    detail: () => text.messagesDetail,
    waiting: true,
  },
  {
    key: 'feedback',
    label: text.feedback,
    Icon: FeedbackOutlined,
    to: contentPath('feedback'),
    figure: (s) => s.unanswered_feedback,
    detail: () => text.feedbackDetail,
    waiting: true,
  },
  {
    key: 'users',
    label: text.newUsers,
    Icon: PersonAddAltOutlined,
    to: ADMIN_USERS_PATH,
    figure: (s) => s.new_users_week,
    detail: (s) => text.newUsersDetail(formatNumber(s.new_users_today)),
  },
  {
    key: 'payments',
    label: text.payments,
    Icon: ReceiptLongOutlined,
    to: ADMIN_FINANCE_PATH,
    figure: (s) => s.paid_payments_week,
    detail: (s) => text.paymentsDetail(formatToman(s.paid_amount_week)),
  },
];

function TileCard({ tile, summary }: { tile: Tile; summary: Summary | undefined }) {
  const { Icon } = tile;
  const value = summary ? tile.figure(summary) : undefined;
  const urgent = tile.waiting && value !== undefined && value > 0;
  const coinPrice = useCoinPriceFormatter();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: urgent ? 'warning.main' : undefined }}>
      <CardActionArea component={Link} to={tile.to} sx={{ height: '100%' }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Icon color={urgent ? 'warning' : 'primary'} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {value === undefined ? <StatSkeleton /> : formatNumber(value)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {tile.label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {summary ? tile.detail(summary, coinPrice) : '\u00a0'}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The admin's figures: what waits for a decision first, then the week's new users and payments. */
export function AdminSummary() {
  const summary = useAdminSummary();
  if (summary.isError) {
    return (
      <Typography variant="body2" color="error">
        {dashboardText.loadFailed}
      </Typography>
    );
  }
  return (
    <Stack component="section" aria-label={text.title} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {text.title}
      </Typography>
      <Grid container spacing={1.5}>
        {TILES.map((tile) => (
          <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <TileCard tile={tile} summary={summary.data} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
