import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Profile, toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { formatJalaliDate } from '@/lib/format/jalali';
import { profileText } from '@/locales/fa/profile';
import { displayName } from '../display-name';
import { ProfileAvatar } from './profile-avatar';
import { ProfilePhotoActions } from './profile-photo-actions';
import { RoleChips } from './role-chips';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** Who the user is: photo and name, mobile, roles, membership date and referral code. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const name = displayName(profile);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ProfileAvatar name={name} hasPhoto={profile.has_photo} size={72} background="primary.main" />
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="p">
                {name}
              </Typography>
              <ProfilePhotoActions hasPhoto={profile.has_photo} />
            </Stack>
          </Stack>
          <Divider />
          <Detail label={profileText.summary.mobile}>
            <Typography dir="ltr" sx={{ textAlign: 'right' }}>
              {toPersianDigits(profile.mobile)}
            </Typography>
          </Detail>
          <Detail label={profileText.summary.roles}>
            <RoleChips fallback={profile.roles} />
          </Detail>
          <Detail label={profileText.summary.dateJoined}>
            <Typography>{formatJalaliDate(profile.date_joined)}</Typography>
          </Detail>
          <Detail label={profileText.summary.referralCode}>
            <Typography dir="ltr" sx={{ textAlign: 'right', fontFamily: 'monospace' }}>
              {profile.referral_code}
            </Typography>
          </Detail>
        </Stack>
      </CardContent>
    </Card>
  );
}
