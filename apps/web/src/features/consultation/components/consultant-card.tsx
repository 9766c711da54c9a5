import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultantProfile } from '@vakilyar/contract';
import { Link } from 'react-router';
import { CoinPrice } from '@/components/coin-price';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { AvailabilityChip } from './availability-chip';
import { ConsultantRating } from './consultant-rating';
import { SpecialtyChips } from './specialty-chips';

interface ConsultantCardProps {
  consultant: ConsultantProfile;
  onOpen: () => void;
}

/** One fee on a line: its name, then the price with its Toman value kept on one line. */
function Fee({ label, coins }: { label: string; coins: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        <CoinPrice coins={coins} />
      </Typography>
    </Stack>
  );
}

/** A consultant in the list: name, experience, rating, specialties, fees and availability. */
export function ConsultantCard({ consultant, onOpen }: ConsultantCardProps) {
  const text = consultationText.consultants;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 52, height: 52, fontSize: 22 }}>
              {consultant.first_name.at(0)}
            </Avatar>
            <Stack sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
                <Link to={`${PATHS.consultants}/${consultant.pid}`} style={{ color: 'inherit' }}>
                  {consultant.full_name}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {consultant.years_of_experience === null
                  ? text.completed(formatNumber(consultant.completed_count))
                  : text.experience(formatNumber(consultant.years_of_experience))}
              </Typography>
            </Stack>
            <AvailabilityChip available={consultant.is_available} />
          </Stack>
          <ConsultantRating average={consultant.rating_average} count={consultant.rating_count} />
          <SpecialtyChips specialties={consultant.specialties} />
          {consultant.bio && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {consultant.bio}
            </Typography>
          )}
          <Divider />
          <Stack spacing={0.75}>
            <Fee label={text.chatFee} coins={consultant.chat_fee} />
            <Fee label={text.consultationFee} coins={consultant.consultation_fee} />
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={consultant.is_available ? 'contained' : 'outlined'}
          onClick={onOpen}
          aria-label={text.detailsOf(consultant.full_name)}
        >
          {text.details}
        </Button>
      </CardActions>
    </Card>
  );
}
