import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Chip from '@mui/material/Chip';
import { chatText } from '@/locales/fa/chat';
import { formatCountdown } from '../format/relative-time';
import { useCountdown } from '../hooks/use-countdown';

/** Under five minutes the chip turns amber, at zero it says the time is up. */
const WARN_SECONDS = 5 * 60;

/** The countdown to a session's `ends_at`, every second. */
export function TimeLeft({ endsAt }: { endsAt: string }) {
  const left = useCountdown(endsAt, true);
  if (left === null) return null;
  const text = left === 0 ? chatText.room.timeUp : formatCountdown(left);
  return (
    <Chip
      size="small"
      icon={<TimerOutlined />}
      color={left === 0 ? 'error' : left <= WARN_SECONDS ? 'warning' : 'default'}
      variant={left <= WARN_SECONDS ? 'filled' : 'outlined'}
      label={text}
      role="timer"
      aria-label={left === 0 ? text : chatText.room.timeLeft(text)}
      title={chatText.room.timeLeftLabel}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
