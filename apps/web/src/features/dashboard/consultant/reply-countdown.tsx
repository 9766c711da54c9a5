import Chip from '@mui/material/Chip';
import { toPersianDigits } from '@vakilyar/contract';
import { dashboardText } from '@/locales/fa/dashboard';

const text = dashboardText.requests;
const MINUTE = 60_000;

/** «۲ ساعت و ۱۰ دقیقه» of a span, or «۱۰ دقیقه» under an hour. */
export function spanLabel(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const fa = (value: number) => toPersianDigits(String(value));
  return minutes >= 60
    ? text.hours(fa(Math.floor(minutes / 60)), fa(minutes % 60))
    : text.minutes(fa(minutes));
}

/** The time left to answer a request, red in its last half hour. */
export function ReplyCountdown({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const left = new Date(expiresAt).getTime() - now.getTime();
  const urgent = left < 30 * MINUTE;
  return (
    <Chip
      size="small"
      color={urgent ? 'error' : 'warning'}
      variant={urgent ? 'filled' : 'outlined'}
      label={text.left(spanLabel(left))}
    />
  );
}
