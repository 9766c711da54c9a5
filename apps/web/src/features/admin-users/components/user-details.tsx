import Grid from '@mui/material/Grid';
import { type AdminUserDetail, toPersianDigits } from '@vakilyar/contract';
import { DetailRow } from '@/features/cases/kit/detail-row';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { adminUsersText } from '@/locales/fa/admin-users';

const text = adminUsersText.details;

/** Who the user is: mobile, email, joining, last sign-in, devices, password, office, referral code. */
export function UserDetails({ user }: { user: AdminUserDetail }) {
  const office = user.office
    ? user.office.role === 'owner'
      ? text.officeOwner(user.office.name)
      : text.officeSecretary(user.office.name)
    : null;
  const rows = [
    [text.mobile, user.phone ? toPersianDigits(user.phone) : null],
    [text.email, user.email],
    [text.joined, formatJalaliDate(user.created_at)],
    [text.lastSignIn, user.last_sign_in_at ? formatJalaliDateTime(user.last_sign_in_at) : text.neverSignedIn],
    [text.sessions, text.sessionsCount(formatNumber(user.active_sessions))],
    [text.password, user.has_password ? text.hasPassword : text.noPassword],
    [text.office, office],
    [text.referralCode, user.referral_code],
  ] as const;
  return (
    <SectionPanel title={text.heading}>
      <Grid container spacing={2}>
        {rows.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <DetailRow
              label={label}
              value={value}
              ltr={label === text.email || label === text.referralCode}
            />
          </Grid>
        ))}
      </Grid>
    </SectionPanel>
  );
}
