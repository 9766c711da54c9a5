import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GeneralSettings, toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { siteText } from '@/locales/fa/content';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ opacity: 0.75, pt: 0.25, '& svg': { fontSize: 20 } }} aria-hidden>
        {icon}
      </Stack>
      <Stack>
        <Typography variant="caption" color="inherit" sx={{ opacity: 0.8 }}>
          {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The support phone, e-mail, address and hours of general settings; each only when set. */
export function ContactDetails({ settings }: { settings: GeneralSettings }) {
  const { support_phone: phone, support_email: email, address, working_hours: hours } = settings;
  return (
    <Stack spacing={1.5}>
      {phone && (
        <Row icon={<PhoneOutlined />} label={siteText.footer.phone}>
          <Link
            href={`tel:${toLatinDigits(phone).replace(/[^\d+]/g, '')}`}
            color="inherit"
            underline="hover"
            dir="ltr"
          >
            {toPersianDigits(phone)}
          </Link>
        </Row>
      )}
      {email && (
        <Row icon={<EmailOutlined />} label={siteText.footer.email}>
          <Link href={`mailto:${email}`} color="inherit" underline="hover" dir="ltr">
            {email}
          </Link>
        </Row>
      )}
      {address && (
        <Row icon={<PlaceOutlined />} label={siteText.footer.address}>
          {toPersianDigits(address)}
        </Row>
      )}
      {hours && (
        <Row icon={<ScheduleOutlined />} label={siteText.footer.hours}>
          {toPersianDigits(hours)}
        </Row>
      )}
    </Stack>
  );
}
