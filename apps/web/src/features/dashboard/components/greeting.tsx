import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@vakilyar/contract';
import { displayName } from '@/features/profile/display-name';
import { formatJalaliWeekdayDate } from '@/lib/format/jalali';
import { dashboardText } from '@/locales/fa/dashboard';

/** «فلانی گرامی، خوش آمدید», today's Jalali date, and what the user's main role does here. */
export function Greeting({ profile }: { profile: Profile }) {
  const mainRole = profile.roles[0];
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="p">
        {dashboardText.greeting(displayName(profile))}
      </Typography>
      <Typography color="text.secondary">
        {dashboardText.today(formatJalaliWeekdayDate(new Date()))}
      </Typography>
      {mainRole && <Typography color="text.secondary">{dashboardText.roleIntro[mainRole]}</Typography>}
    </Stack>
  );
}
