import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultantProfile } from '@vakilyar/contract';
import { useLocation, useNavigate } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { useHasSession } from '@/lib/auth/session';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { ConsultantRating } from './consultant-rating';
import { SpecialtyChips } from './specialty-chips';

export type ConsultantSheetMode = 'profile' | 'chat' | 'consultation';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Stack>
  );
}

interface ConsultantProfileDetailsProps {
  consultant: ConsultantProfile;
  /** Opens a request form; a visitor is sent to sign in first and brought back to this page. */
  onMode: (mode: ConsultantSheetMode) => void;
}

/** A consultant's bio, specialties, fees and the two request buttons. */
export function ConsultantProfileDetails({ consultant, onMode }: ConsultantProfileDetailsProps) {
  const text = consultationText.consultants;
  const sheet = consultationText.sheet;
  const coinPrice = useCoinPriceFormatter();
  const signedIn = useHasSession();
  const navigate = useNavigate();
  const location = useLocation();
  const request = (mode: ConsultantSheetMode) => {
    if (signedIn) onMode(mode);
    else navigate(PATHS.login, { state: { from: location } });
  };

  return (
    <Stack spacing={2}>
      <ConsultantRating average={consultant.rating_average} count={consultant.rating_count} />
      <SpecialtyChips specialties={consultant.specialties} />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {sheet.bio}
        </Typography>
        <Typography
          variant="body2"
          color={consultant.bio ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {consultant.bio || sheet.noBio}
        </Typography>
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={text.chatFee} value={coinPrice(consultant.chat_fee)} />
        <Figure label={text.consultationFee} value={coinPrice(consultant.consultation_fee)} />
        <Figure
          label={text.sessionLength}
          value={consultationText.minutes(formatNumber(consultant.default_time_limit_minutes))}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {text.completed(formatNumber(consultant.completed_count))}
      </Typography>
      {!consultant.is_available && <Alert severity="info">{sheet.unavailableNote}</Alert>}
      {consultant.is_available && !signedIn && <Alert severity="info">{sheet.signInToRequest}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ForumOutlined />}
          disabled={!consultant.is_available}
          onClick={() => request('chat')}
          sx={{ flex: 1 }}
        >
          {sheet.requestChat}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<EventNoteOutlined />}
          disabled={!consultant.is_available}
          onClick={() => request('consultation')}
          sx={{ flex: 1 }}
        >
          {sheet.requestConsultation}
        </Button>
      </Stack>
    </Stack>
  );
}
