import Chip from '@mui/material/Chip';
import { toPersianDigits } from '@vakilyar/contract';
import { dashboardText } from '@/locales/fa/dashboard';

const text = dashboardText.requests;
const MINUTE = 60_000;

/** «۳ روز و ۴ ساعت», «۲ ساعت و ۱۰ دقیقه», or «۱۰ دقیقه» under an hour. */
export function spanLabel(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const fa = (value: number) => toPersianDigits(String(value));
  if (hours >= 24) return text.days(fa(Math.floor(hours / 24)), fa(hours % 24));
  return hours > 0 ? text.hours(fa(hours), fa(minutes % 60)) : text.minutes(fa(minutes));
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
